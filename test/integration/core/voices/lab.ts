import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import type { ApiClient, FetchLike } from '../../../../src/core/api'
import { openCache, type Cache } from '../../../../src/core/cache'
import { VoiceLab } from '../../../../src/core/voices'
import { encodeWav } from '../../../../src/renderer/voices/analysis/wav'
import { toBase64 } from '../../../../src/renderer/voices/upload/base64'
import type { ConnectionState, EventName, EventPayload } from '../../../../src/shared/bridge'
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../../../src/simulator/server'
import { mix, noise, speech } from '../../../support/synthetic-audio'
import { DEMO, demoClient } from '../../../support/simulator'

export interface Emitted {
  name: EventName
  payload: unknown
}

/** A voice lab as the console builds it, on a real simulator, a real SQLite file and a real data directory. */
export interface LabSetup {
  lab: VoiceLab
  sim: RunningSimulator
  dataDir: string
  cache: Cache
  events: Emitted[]
  connection: { state: ConnectionState }
  /** The same data directory and cache, a new VoiceLab: what an app restart gives. */
  restart(client?: ApiClient): VoiceLab
  of<K extends EventName>(name: K): EventPayload<K>[]
}

export async function startSim(options: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  const sim = await startSimulator({ port: 0, activeCalls: 0, paused: true, rateLimit: 100_000, ...options })
  onTestFinished(() => sim.stop())
  return sim
}

export function clientOf(sim: RunningSimulator, apiKey = DEMO.owner, fetch?: FetchLike): ApiClient {
  return demoClient(sim.url, { apiKey, ...(fetch ? { fetch } : {}) })
}

export async function setUpLab(options: { sim?: Partial<SimulatorOptions>; apiKey?: string; fetch?: FetchLike } = {}): Promise<LabSetup> {
  const sim = await startSim(options.sim)
  const dataDir = mkdtempSync(join(tmpdir(), 'voice-lab-'))
  const cache = openCache(join(dataDir, 'cache.sqlite'))
  onTestFinished(() => {
    cache.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const events: Emitted[] = []
  const connection = { state: 'online' as ConnectionState }
  const build = (client: ApiClient) =>
    new VoiceLab({
      dataDir,
      emit: (name, payload) => events.push({ name, payload }),
      workspace: () => ({ workspaceId: DEMO.workspaceId, client }),
      connection: () => ({ state: connection.state }),
      cache: () => cache,
    })
  const lab = build(clientOf(sim, options.apiKey, options.fetch))
  return {
    lab,
    sim,
    dataDir,
    cache,
    events,
    connection,
    restart: (client = clientOf(sim)) => build(client),
    of: <K extends EventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as EventPayload<K>),
  }
}

/** A take as the renderer encodes it: speech over a quiet room, 16-bit mono WAV. */
export function take(seconds: number, sampleRate = 48_000): Uint8Array {
  return encodeWav(mix(speech(seconds, -20, sampleRate), noise(seconds, -70, 1, sampleRate)), sampleRate)
}

/** What the renderer does: begin, then the chunks in order. Returns the upload id. */
export async function transfer(lab: VoiceLab, bytes: Uint8Array, fileName = 'take.wav'): Promise<string> {
  const { uploadId, chunkBytes } = await lab.beginUpload(bytes.length, fileName, 'recording')
  for (let index = 0; index * chunkBytes < bytes.length; index++) {
    await lab.uploadChunk(uploadId, index, toBase64(bytes.subarray(index * chunkBytes, (index + 1) * chunkBytes)))
  }
  return uploadId
}

export interface SimUpload {
  filename: string
  contentType: string
  bytes: number
  wav: { sampleRate: number; channels: number; bitsPerSample: number; durationSeconds: number } | null
  voiceId: string | null
}

export async function simUploads(sim: RunningSimulator): Promise<SimUpload[]> {
  const res = await fetch(`${sim.url}/_sim/voice-uploads`, { headers: { 'x-api-key': DEMO.owner } })
  return ((await res.json()) as { data: SimUpload[] }).data
}

export async function simVoices(sim: RunningSimulator): Promise<{ _id: string; name: string; description: string; language: string }[]> {
  const res = await fetch(`${sim.url}/v1/api/voices?limit=200`, { headers: { 'x-api-key': DEMO.owner, 'x-workspace-id': DEMO.workspaceId } })
  return ((await res.json()) as { data: { _id: string; name: string; description: string; language: string }[] }).data
}
