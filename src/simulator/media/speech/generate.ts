// Regenerates the clips of this folder: the call lines of the simulator
// (src/simulator/fixture/call-scripts.ts) spoken by espeak-ng, resampled to 48 kHz by sox,
// trimmed of leading and trailing silence and encoded by opusenc to Ogg Opus in 20 ms frames,
// one file a line, listed with their speaker and text in clips.json. The clips are committed,
// so the simulator needs none of these tools at run time (media/speech-clips.ts reads them).
//
//   apt-get install espeak-ng sox opus-tools
//   npx tsx src/simulator/media/speech/generate.ts
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AGENT_LINES, CUSTOMER_LINES, TRANSFER_LINE } from '../../fixture/call-scripts'
import type { Speaker } from '../speech-clips'

const OUTPUT = import.meta.dirname
/** Two clearly different voices, so a listener tells the agent from the customer. */
const VOICES: Record<Speaker, string> = { agent: 'en-us+f3', customer: 'en-gb+m3' }

function synthesise(work: string, speaker: Speaker, text: string, file: string): void {
  const raw = join(work, `${file}.wav`)
  const clean = join(work, `${file}-48k.wav`)
  execFileSync('espeak-ng', ['-v', VOICES[speaker], '-s', '160', '-w', raw, text])
  // silence 1 … reverse silence 1 … reverse: trims silence at both ends.
  execFileSync('sox', [raw, '-r', '48000', '-c', '1', clean, 'silence', '1', '0.02', '0.5%', 'reverse', 'silence', '1', '0.02', '0.5%', 'reverse'])
  execFileSync('opusenc', ['--quiet', '--bitrate', '20', '--framesize', '20', '--max-delay', '0', '--title', text, '--artist', speaker, clean, join(OUTPUT, file)])
}

const work = mkdtempSync(join(tmpdir(), 'sim-speech-'))
try {
  for (const old of readdirSync(OUTPUT).filter((name) => name.endsWith('.opus'))) rmSync(join(OUTPUT, old))
  const lines: [Speaker, readonly string[]][] = [
    ['agent', AGENT_LINES],
    ['customer', [...CUSTOMER_LINES, TRANSFER_LINE]],
  ]
  const clips = lines.flatMap(([speaker, texts]) =>
    texts.map((text, index) => {
      const file = `${speaker}-${String(index + 1).padStart(2, '0')}.opus`
      synthesise(work, speaker, text, file)
      return { speaker, text, file }
    }),
  )
  writeFileSync(join(OUTPUT, 'clips.json'), `${JSON.stringify(clips, null, 2)}\n`)
  console.warn(`wrote ${clips.length} clips and clips.json to ${OUTPUT}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
