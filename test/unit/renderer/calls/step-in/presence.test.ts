import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { participantRows, presenceLine, presenceLines } from '../../../../../src/renderer/calls/step-in/presence'
import { stepInRefusal } from '../../../../../src/renderer/calls/step-in/gate'
import { PRESENCE_EVERY_MS, RoomPresence } from '../../../../../src/renderer/calls/step-in/room-presence.svelte'
import type { CallParticipants, Result, RoomParticipant } from '../../../../../src/shared/bridge'

const person = (fields: Partial<RoomParticipant> & Pick<RoomParticipant, 'identity' | 'name' | 'kind'>): RoomParticipant => ({
  mode: null,
  joinedAt: '2030-01-01T12:00:00.000Z',
  self: false,
  ...fields,
})

const agent = person({ identity: 'agent-agt_sales', name: 'Sales Agent', kind: 'agent', joinedAt: '2030-01-01T11:59:00.000Z' })
const customer = person({ identity: 'customer-0123', name: 'Customer', kind: 'customer', joinedAt: '2030-01-01T11:59:00.000Z' })
const ana = (mode: RoomParticipant['mode'], self = false) =>
  person({ identity: 'supervisor-ana', name: 'Ana', kind: 'supervisor', mode, self, joinedAt: '2030-01-01T12:00:05.000Z' })
const ben = (mode: RoomParticipant['mode']) => person({ identity: 'supervisor-ben', name: 'Ben', kind: 'supervisor', mode, joinedAt: '2030-01-01T12:00:01.000Z' })
const room = (...participants: RoomParticipant[]): CallParticipants => ({ roomName: 'room-1', participants, readAt: '2030-01-01T12:01:00.000Z' })

describe('who is on a call', () => {
  it('a card says what each supervisor does, whoever took over first; nothing when none is there', () => {
    expect(presenceLine(room(agent, customer, ana('listening')))).toBe('Ana is listening')
    expect(presenceLine(room(agent, customer, ben('listening'), ana('takeover')))).toBe('Ana took over · Ben is listening')
    expect(presenceLine(room(agent, customer, ana('barging', true)))).toBe('You are barging')
    expect(presenceLine(room(agent, customer))).toBeNull()
  })

  it('the detail lists everyone: the agent muted while taken over, the customer, each supervisor and what they do', () => {
    expect(participantRows(room(ben('listening'), customer, ana('takeover', true), agent)).map((row) => [row.name, row.doing])).toEqual([
      ['Sales Agent', 'AI agent, muted: you took over'],
      ['Customer', ''],
      ['Ana (you)', 'Supervisor, took over'],
      ['Ben', 'Supervisor, listening'],
    ])
    expect(participantRows(room(agent, ben('barging')))[0]!.doing).toBe('AI agent, speaking with the customer')
    expect(participantRows(room(agent, ben('barging')))[1]!.doing).toBe('Supervisor, barging')
  })

  it('the lines keep their map when nothing changed, so the wall re-renders no card', () => {
    const first = presenceLines([room(agent, ana('listening'))], new Map())
    expect(presenceLines([room(agent, ana('listening'))], first)).toBe(first)
    expect(presenceLines([room(agent, ana('barging'))], first).get('room-1')).toBe('Ana is barging')
  })
})

describe('reading who is on the calls', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reads the followed rooms every 2 s after each answer, only while the window is visible, and stops', async () => {
    const reads: string[][] = []
    let visible = true
    const presence = new RoomPresence({
      read: async (roomNames): Promise<Result<CallParticipants[]>> => {
        reads.push(roomNames)
        return { ok: true, value: [room(agent, ana('takeover'))] }
      },
      visible: () => visible,
    })
    const stop = presence.follow(() => ['room-1', 'room-2', 'room-1'])
    await vi.advanceTimersByTimeAsync(0)
    expect(reads).toEqual([['room-1', 'room-2']])
    expect(presence.lines.get('room-1')).toBe('Ana took over')
    expect(presence.of('room-1')?.participants).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS - 1)
    expect(reads).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads).toHaveLength(2)
    visible = false
    await vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS * 3)
    expect(reads).toHaveLength(2)
    visible = true
    await vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS)
    expect(reads).toHaveLength(3)
    stop()
    await vi.advanceTimersByTimeAsync(PRESENCE_EVERY_MS * 3)
    expect(reads).toHaveLength(3)
  })

  it('a failed read keeps what was known and says why; no room to follow asks nothing', async () => {
    let answer: Result<CallParticipants[]> = { ok: true, value: [room(agent, ana('listening'))] }
    const reads: string[][] = []
    const presence = new RoomPresence({
      read: async (roomNames) => {
        reads.push(roomNames)
        return answer
      },
      visible: () => true,
    })
    await presence.read(['room-1'])
    answer = { ok: false, error: { code: 'offline', message: 'Offline.' } }
    await presence.read(['room-1'])
    expect(presence.error).toBe('Offline.')
    expect(presence.lines.get('room-1')).toBe('Ana is listening')
    await presence.read([])
    expect(reads).toHaveLength(2)
    expect(presence.lines.size).toBe(0)
  })
})

describe('when stepping in is closed', () => {
  it('says the key’s refusal first, then offline, then a missing media server', () => {
    const key = 'This key may not end calls (permission: call_end).'
    expect(stepInRefusal({ keyRefusal: key, offline: true, mediaServerConfigured: false })).toBe(`${key} Stepping into a call needs the same permission.`)
    expect(stepInRefusal({ keyRefusal: null, offline: true, mediaServerConfigured: false })).toBe('Offline: stepping into a call needs the service.')
    expect(stepInRefusal({ keyRefusal: null, offline: false, mediaServerConfigured: false })).toMatch(/needs a media server/)
    expect(stepInRefusal({ keyRefusal: null, offline: false, mediaServerConfigured: null })).toBeNull()
    expect(stepInRefusal({ keyRefusal: null, offline: false, mediaServerConfigured: true })).toBeNull()
  })
})
