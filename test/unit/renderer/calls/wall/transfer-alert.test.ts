import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_ALERT_PREFS } from '../../../../../src/renderer/alerts/alert-prefs'
import { announceTransfer } from '../../../../../src/renderer/calls/wall/transfers'
import { call } from '../fixtures'

/** The web APIs the alert uses, recorded: a Notification that the test can click, an AudioContext that counts tones. */
const shown: { title: string; body: string; tag: string; click: () => void }[] = []
let tones = 0

class FakeNotification {
  static permission = 'granted'
  onclick: (() => void) | null = null
  constructor(title: string, options: { body: string; tag: string }) {
    shown.push({ title, body: options.body, tag: options.tag, click: () => this.onclick?.() })
  }
  close(): void {}
}

class FakeAudioContext {
  currentTime = 0
  destination = {}
  async resume(): Promise<void> {}
  createOscillator() {
    return { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => void tones++, stop: () => undefined }
  }
  createGain() {
    const gain = { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (node: unknown) => node }
    return gain
  }
}

beforeEach(() => {
  shown.length = 0
  tones = 0
  vi.stubGlobal('Notification', FakeNotification)
  vi.stubGlobal('AudioContext', FakeAudioContext)
  vi.stubGlobal('window', { focus: () => undefined })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const asking = call('room-9', { customerName: 'Ada Lovelace', aiAgentName: 'Support', lastMessage: 'Can I speak to a real person, please?', transferRequested: true })

describe('the transfer alert', () => {
  it('chimes and raises a notification that opens the call when clicked', () => {
    const opened: string[] = []
    announceTransfer(asking, { prefs: DEFAULT_ALERT_PREFS, paused: false }, (roomName) => opened.push(roomName))
    expect(tones).toBeGreaterThan(0)
    expect(shown).toEqual([
      expect.objectContaining({ title: 'Transfer requested: Ada Lovelace', body: 'Support: "Can I speak to a real person, please?"', tag: 'transfer-room-9' }),
    ])
    shown[0]!.click()
    expect(opened).toEqual(['room-9'])
  })

  it('each part can be switched off', () => {
    announceTransfer(asking, { prefs: { ...DEFAULT_ALERT_PREFS, transferSound: false }, paused: false }, () => undefined)
    expect([tones, shown.length]).toEqual([0, 1])
    announceTransfer(asking, { prefs: { ...DEFAULT_ALERT_PREFS, transferNotification: false }, paused: false }, () => undefined)
    expect(shown.length).toBe(1)
    expect(tones).toBeGreaterThan(0)
  })

  it('is silent while alerts are paused', () => {
    announceTransfer(asking, { prefs: DEFAULT_ALERT_PREFS, paused: true }, () => undefined)
    expect([tones, shown.length]).toEqual([0, 0])
  })

  it('shows nothing where notifications are not allowed', () => {
    FakeNotification.permission = 'denied'
    try {
      announceTransfer(asking, { prefs: DEFAULT_ALERT_PREFS, paused: false }, () => undefined)
      expect(shown).toEqual([])
    } finally {
      FakeNotification.permission = 'granted'
    }
  })
})
