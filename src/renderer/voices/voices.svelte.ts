import { stopsTogether } from '../lib/listeners'
import { VoiceLibrary } from './state/library.svelte'
import { Microphone } from './state/microphone.svelte'
import { Recorder } from './state/recorder.svelte'
import { Take } from './state/take.svelte'
import { VoiceUpload } from './state/upload.svelte'

/**
 * The Voices feature's state (the Voice lab), created once: the microphone,
 * the recorder, the take under review, its upload and the workspace's voices.
 * The take and an upload in progress outlive a visit to another view; the
 * microphone is open only while the view is shown.
 */
class VoiceLab {
  readonly microphone = new Microphone()
  readonly take = new Take()
  readonly upload = new VoiceUpload()
  readonly library = new VoiceLibrary()
  readonly recorder = new Recorder(this.microphone, (audio) =>
    this.take.load(audio, 'recording', `recording ${new Date().toISOString().slice(0, 16)}.wav`),
  )

  /** Follows the voices and the upload's progress for the window's life; returns the function that stops. */
  start(): () => void {
    const stops = [this.library.start(), this.upload.start()]
    return stopsTogether(stops)
  }

  /** The view is shown: opens the microphone and reads the voices; returns the function that drops a recording in progress and closes the microphone. */
  enter(): () => void {
    void this.microphone.start()
    void this.library.load()
    return () => {
      this.recorder.drop()
      this.microphone.stop()
    }
  }

  /** Another workspace has other voices. */
  reset(): void {
    void this.library.load()
  }
}

export const voices = new VoiceLab()
