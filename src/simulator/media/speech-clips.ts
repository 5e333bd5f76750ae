import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export type Speaker = 'agent' | 'customer'

/** One spoken line: who says it, what, and its 20 ms Opus frames (48 kHz mono), in order. */
export interface SpeechClip {
  speaker: Speaker
  text: string
  frames: Buffer[]
}

/**
 * The clips' folder, `speech/` beside this module: in the sources, and in the
 * app's build, where electron.vite.config.ts copies it beside the chunk that
 * holds this module.
 */
const SPEECH_DIR = join(import.meta.dirname, 'speech')

/** `speech/clips.json`, written by `speech/generate.ts`: each line and its Ogg Opus file. */
const Manifest = z.array(z.object({ speaker: z.enum(['agent', 'customer']), text: z.string(), file: z.string() }))

/** Every clip of `speech/clips.json`, read from its file. */
export function loadSpeechClips(): SpeechClip[] {
  const manifest = Manifest.parse(JSON.parse(readFileSync(join(SPEECH_DIR, 'clips.json'), 'utf8')))
  return manifest.map(({ speaker, text, file }) => ({ speaker, text, frames: opusFrames(readFileSync(join(SPEECH_DIR, file)), file) }))
}

/** The audio packets of an Ogg Opus file (RFC 7845): all its packets after the two headers, OpusHead and OpusTags. */
function opusFrames(data: Buffer, file: string): Buffer[] {
  const [head, , ...frames] = oggPackets(data, file)
  if (head?.toString('ascii', 0, 8) !== 'OpusHead') throw new Error(`${file} is not Ogg Opus: it starts with no OpusHead`)
  return frames
}

/** The packets of an Ogg stream (RFC 3533): pages of lacing values, a packet ends on a value below 255. */
function oggPackets(data: Buffer, file: string): Buffer[] {
  const packets: Buffer[] = []
  let pending: Buffer[] = []
  let offset = 0
  while (offset < data.length) {
    if (data.toString('ascii', offset, offset + 4) !== 'OggS') throw new Error(`${file}: not an Ogg page at byte ${offset}`)
    const segments = data[offset + 26]!
    const table = data.subarray(offset + 27, offset + 27 + segments)
    let body = offset + 27 + segments
    for (const size of table) {
      pending.push(data.subarray(body, body + size))
      body += size
      if (size < 255) {
        packets.push(Buffer.concat(pending))
        pending = []
      }
    }
    offset = body
  }
  return packets
}
