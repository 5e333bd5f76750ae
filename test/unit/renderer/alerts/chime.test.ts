import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** An AudioContext that counts the tones scheduled on it and starts running when the test says. */
class FakeAudioContext {
  static instance: FakeAudioContext | null = null
  static allowed = true
  state: 'suspended' | 'running' = FakeAudioContext.allowed ? 'running' : 'suspended'
  currentTime = 0
  destination = {}
  tones = 0
  #run: (() => void) | null = null
  constructor() {
    FakeAudioContext.instance = this
  }
  resume(): Promise<void> {
    if (this.state === 'running') return Promise.resolve()
    return new Promise((resolve) => (this.#run = resolve))
  }
  /** The supervisor's first click. */
  async click(): Promise<void> {
    this.state = 'running'
    this.#run?.()
    await Promise.resolve()
  }
  createOscillator() {
    return { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => void this.tones++, stop: () => undefined }
  }
  createGain() {
    return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node }
  }
}

async function freshChime(allowed: boolean): Promise<() => void> {
  FakeAudioContext.allowed = allowed
  vi.resetModules()
  return (await import('../../../../src/renderer/alerts/chime')).playTransferChime
}

beforeEach(() => vi.stubGlobal('AudioContext', FakeAudioContext))
afterEach(() => vi.unstubAllGlobals())

describe('the transfer chime', () => {
  it('plays its two tones each time on a running context', async () => {
    const play = await freshChime(true)
    play()
    play()
    expect(FakeAudioContext.instance!.tones).toBe(4)
  })

  it('keeps at most one chime while the context is suspended, however many are asked for', async () => {
    const play = await freshChime(false)
    for (let i = 0; i < 500; i++) play()
    const context = FakeAudioContext.instance!
    expect(context.tones).toBe(0)
    await context.click()
    expect(context.tones).toBe(2)
    play()
    expect(context.tones).toBe(4)
  })
})
