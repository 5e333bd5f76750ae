import { afterAll, onTestFinished } from 'vitest'
import type { z } from 'zod'
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../../src/simulator/server'
import { START_TIME } from '../../support/simulator'

export const OWNER = 'demo-owner-key'
export const MEMBER = 'demo-member-key'
export const OUTSIDER = 'demo-outsider-key'
export const DEMO = 'ws_demo'

export interface Answer {
  status: number
  headers: Headers
  body: unknown
  text: string
}

/** Starts a simulator for this test file (stopped after it), with a generous rate limit unless given. */
export async function useSimulator(options: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  const sim = await startSimulator({ rateLimit: 100_000, startTime: START_TIME, ...options })
  afterAll(() => sim.stop())
  return sim
}

/** The same for one test: stopped when the test finishes. */
export async function simulatorForTest(options: Partial<SimulatorOptions> = {}): Promise<RunningSimulator> {
  const sim = await startSimulator({ rateLimit: 100_000, startTime: START_TIME, ...options })
  onTestFinished(() => sim.stop())
  return sim
}

export interface CallOptions {
  key?: string | null
  workspace?: string | null
  body?: unknown
  form?: FormData
  headers?: Record<string, string>
}

/** One HTTP request with the demo owner's key and workspace unless told otherwise. */
export async function call(sim: RunningSimulator, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers }
  const key = options.key === undefined ? OWNER : options.key
  const workspace = options.workspace === undefined ? DEMO : options.workspace
  if (key !== null) headers['x-api-key'] = key
  if (workspace !== null) headers['x-workspace-id'] = workspace
  let body: BodyInit | undefined
  if (options.form) body = options.form
  else if (typeof options.body === 'string') body = options.body
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  }
  const res = await fetch(sim.url + path, { method, headers, body })
  const text = await res.text()
  let parsed: unknown = text
  if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text)
  return { status: res.status, headers: res.headers, body: parsed, text }
}

export const control = (sim: RunningSimulator, method: string, path: string, body?: unknown) =>
  call(sim, method, `/_sim${path}`, { body, workspace: null })

/** Reads an answer with a schema: checks its shape and types it. */
export function read<S extends z.ZodType>(answer: Answer, schema: S, status = 200): z.output<S> {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${answer.text}`)
  return schema.parse(answer.body)
}

export async function step(sim: RunningSimulator, ticks: number): Promise<void> {
  const answer = await control(sim, 'POST', '/activity/step', { ticks })
  if (answer.status !== 200) throw new Error(`step failed: ${answer.text}`)
}

export function csvForm(csv: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'calls.csv')
  return form
}

/** A PCM WAV file of `seconds` of a sine tone. */
export function wav(seconds: number, sampleRate = 16000, channels = 1, frequency = 440): Buffer {
  const bits = 16
  const frames = Math.round(seconds * sampleRate)
  const dataBytes = frames * channels * (bits / 8)
  const out = Buffer.alloc(44 + dataBytes)
  out.write('RIFF', 0, 'ascii')
  out.writeUInt32LE(36 + dataBytes, 4)
  out.write('WAVE', 8, 'ascii')
  out.write('fmt ', 12, 'ascii')
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(channels, 22)
  out.writeUInt32LE(sampleRate, 24)
  out.writeUInt32LE(sampleRate * channels * (bits / 8), 28)
  out.writeUInt16LE(channels * (bits / 8), 32)
  out.writeUInt16LE(bits, 34)
  out.write('data', 36, 'ascii')
  out.writeUInt32LE(dataBytes, 40)
  for (let i = 0; i < frames; i++) {
    const sample = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 12000)
    for (let c = 0; c < channels; c++) out.writeInt16LE(sample, 44 + (i * channels + c) * 2)
  }
  return out
}
