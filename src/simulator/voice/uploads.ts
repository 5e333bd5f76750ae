import { parseWav, type WavInfo } from './wav'

/** What `/_sim/voice-uploads` reports about an audio file received by voice cloning. */
export interface VoiceUpload {
  filename: string
  contentType: string
  bytes: number
  wav: WavInfo | null
  voiceId: string | null
  receivedAt: string
}

export function describeUpload(filename: string, contentType: string, audio: Buffer, voiceId: string | null, receivedAt: string): VoiceUpload {
  return { filename, contentType, bytes: audio.length, wav: parseWav(audio), voiceId, receivedAt }
}
