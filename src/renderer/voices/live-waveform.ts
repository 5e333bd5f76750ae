import WaveSurfer from 'wavesurfer.js'
import RecordPlugin from 'wavesurfer.js/dist/plugins/record.esm.js'
import { themeColor, type LiveWaveform } from './state/recorder.svelte'

/** The recording's scrolling waveform in `container`, and the Record plugin (MediaRecorder) that feeds it. */
export function liveWaveform(container: HTMLElement): LiveWaveform {
  const wavesurfer = WaveSurfer.create({
    container,
    height: 72,
    waveColor: themeColor(container, '--accent'),
    interact: false,
    cursorWidth: 0,
  })
  const record = wavesurfer.registerPlugin(
    RecordPlugin.create({ scrollingWaveform: true, scrollingWaveformWindow: 8, renderRecordedAudio: false }),
  )
  return { record, destroy: () => wavesurfer.destroy() }
}
