import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_ALERT_RULES } from '../../../../../src/shared/bridge'
import { DEFAULT_WALL_RULES, wallRulesOf, type WallCalls } from '../../../../../src/renderer/calls/wall/model'
import { RuleAlerts } from '../../../../../src/renderer/calls/wall/rule-alerts'
import { call, iso, ruledWall, T0 } from '../fixtures'

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
  state = 'running'
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
const quietCall = call('room-1')
const wall = ruledWall([asking, quietCall], iso(T0))
const on = { quiet: false, paused: false }

/** The transfer rule with some of its outputs switched off. */
const transferWith = (fields: { sound?: boolean; notify?: boolean }) =>
  wallRulesOf(DEFAULT_ALERT_RULES.map((rule) => (rule.id === 'transfer' ? { ...rule, ...fields } : rule)))

function announce(calls: WallCalls, options = on, rules = DEFAULT_WALL_RULES, opened: string[] = [], alerts = new RuleAlerts()) {
  alerts.check(calls, rules, T0, options, (roomName) => opened.push(roomName))
  return alerts
}

describe('the transfer alert (the default transfer rule)', () => {
  it('chimes and raises a notification that opens the call when clicked', () => {
    const opened: string[] = []
    announce(wall, on, DEFAULT_WALL_RULES, opened)
    expect(tones).toBeGreaterThan(0)
    expect(shown).toEqual([
      expect.objectContaining({ title: 'Transfer requested: Ada Lovelace', body: 'Support: "Can I speak to a real person, please?"', tag: 'transfer-room-9' }),
    ])
    shown[0]!.click()
    expect(opened).toEqual(['room-9'])
  })

  it('each part can be switched off', () => {
    announce(wall, on, transferWith({ sound: false }))
    expect([tones, shown.length]).toEqual([0, 1])
    announce(wall, on, transferWith({ notify: false }))
    expect(shown.length).toBe(1)
    expect(tones).toBeGreaterThan(0)
  })

  it('is silent while alerts are paused, and does not catch up when they resume', () => {
    const alerts = announce(wall, { quiet: false, paused: true })
    expect([tones, shown.length]).toEqual([0, 0])
    announce(wall, on, DEFAULT_WALL_RULES, [], alerts)
    expect([tones, shown.length]).toEqual([0, 0])
  })

  it('shows nothing where notifications are not allowed', () => {
    FakeNotification.permission = 'denied'
    try {
      announce(wall)
      expect(shown).toEqual([])
    } finally {
      FakeNotification.permission = 'granted'
    }
  })

  it('once per rule per call: a later poll of the same request says nothing', () => {
    const alerts = announce(wall)
    announce(ruledWall([{ ...asking, lastMessage: 'Hello?' }, quietCall], iso(T0 + 2000)), on, DEFAULT_WALL_RULES, [], alerts)
    expect(shown).toHaveLength(1)
  })

  it('not for the calls already asking when the wall first loads or the workspace changes', () => {
    const alerts = announce(wall, { quiet: true, paused: false })
    expect(shown).toEqual([])
    announce(wall, on, DEFAULT_WALL_RULES, [], alerts)
    expect(shown).toEqual([])
  })

  it('once more when the wait turns red', () => {
    const waiting = ruledWall([asking], iso(T0), DEFAULT_ALERT_RULES, { 'room-9': iso(T0 - 130_000) })
    announce(waiting)
    expect(shown.map((notice) => notice.title)).toEqual(['Transfer requested (still waiting): Ada Lovelace'])
  })
})
