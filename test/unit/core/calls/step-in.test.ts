import { ParticipantInfo, ParticipantInfo_Kind, ParticipantPermission, TrackInfo, TrackSource, TrackType } from '@livekit/protocol'
import { describe, expect, it } from 'vitest'
import { transferRequestsOf } from '../../../../src/core/cache'
import type { RoomService, RoomServiceAuth } from '../../../../src/core/calls/room-service'
import { StepIn, type StepInPorts } from '../../../../src/core/calls/step-in'
import type { EndpointTokenRequest } from '../../../../src/core/calls/token-endpoint'
import { CoreError } from '../../../../src/core/errors/core-error'
import type { ActiveCall } from '../../../../src/shared/api'
import { FakeClock, flush } from '../../../support/fake-clock'
import { clientSendingNothing, demoWorkspace, featurePortsForTest } from '../../../support/feature-ports'
import { pollRecorder } from '../../../support/polls'
import { activeCall } from '../../../support/service-fixtures'

const ROOM = 'room-1'
const T0 = Date.parse('2025-05-01T09:00:00.000Z')

function participant(identity: string, fields: Partial<ParticipantInfo> & { joinedAtMs: bigint }): ParticipantInfo {
  return new ParticipantInfo({ sid: `PA_${identity}`, identity, state: 2, ...fields })
}

/**
 * One call's media room as LiveKit's room service keeps it: participants, their
 * attributes (an empty value removes one), permission (replaced whole) and
 * tracks. Each request yields first, as a request over the network does, so two
 * consoles' requests interleave.
 */
class FakeRoom implements RoomService {
  readonly people = new Map<string, ParticipantInfo>()
  readonly requests: string[] = []
  refusing = false

  constructor() {
    this.add(
      participant('agent-agt_sales', {
        name: 'Sales Agent',
        kind: ParticipantInfo_Kind.AGENT,
        joinedAtMs: BigInt(T0 - 60_000),
        tracks: [new TrackInfo({ sid: 'TR_agent', type: TrackType.AUDIO, source: TrackSource.MICROPHONE })],
      }),
    )
    this.add(participant('customer-14155550123', { name: 'Ada', kind: ParticipantInfo_Kind.SIP, joinedAtMs: BigInt(T0 - 60_000) }))
  }

  add(p: ParticipantInfo): void {
    this.people.set(p.identity, p)
  }

  listener(identity: string, joinedAtMs: number, mode = 'listening', name = 'Supervisor'): void {
    this.add(
      participant(identity, {
        name,
        joinedAtMs: BigInt(joinedAtMs),
        attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': mode },
        permission: new ParticipantPermission({ canSubscribe: true, hidden: true }),
      }),
    )
  }

  get agent(): ParticipantInfo {
    return this.people.get('agent-agt_sales')!
  }

  async listParticipants(roomName: string): Promise<ParticipantInfo[]> {
    await this.#turn(`list ${roomName}`)
    return [...this.people.values()].map((p) => p.clone())
  }

  async updateParticipant(roomName: string, identity: string, update: Parameters<RoomService['updateParticipant']>[2]): Promise<void> {
    await this.#turn(`update ${identity}`)
    const p = this.#find(identity)
    if (update.name !== undefined) p.name = update.name
    for (const [key, value] of Object.entries(update.attributes ?? {})) {
      if (value === '') delete p.attributes[key]
      else p.attributes[key] = value
    }
    if (update.permission) p.permission = new ParticipantPermission(update.permission)
  }

  async mutePublishedTrack(roomName: string, identity: string, trackSid: string, muted: boolean): Promise<void> {
    await this.#turn(`${muted ? 'mute' : 'unmute'} ${identity}`)
    const track = this.#find(identity).tracks.find((t) => t.sid === trackSid)
    if (!track) throw new CoreError('not_found', 'no such track')
    track.muted = muted
  }

  #find(identity: string): ParticipantInfo {
    const p = this.people.get(identity)
    if (!p) throw new CoreError('not_found', 'The media server does not know this call or participant any more: the call may have ended.')
    return p
  }

  async #turn(request: string): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve))
    if (this.refusing) throw new CoreError('media_server_failed', "The media server's room service failed: it answered HTTP 503.")
    this.requests.push(request)
  }
}

const CALL: ActiveCall = activeCall(ROOM, { transferRequested: true })

/** A console stepping in: its own ports on a real cache and activity log, the room shared with other consoles. */
function consoleOn(room: FakeRoom, options: { name?: string; clock?: FakeClock; endpoint?: boolean } = {}) {
  const clock = options.clock ?? new FakeClock(T0)
  const { client } = clientSendingNothing()
  const workspace = demoWorkspace(client)
  const ports = featurePortsForTest(workspace, { clock })
  const auths: RoomServiceAuth[] = []
  const tokenRequests: EndpointTokenRequest[] = []
  let accessReads = 0
  const stepPorts: StepInPorts = {
    ...ports,
    keyPermissions: async () => ({ state: 'known', workspaceId: 'ws_demo', role: 'supervisor', permissions: ['call_end'], fetchedAt: '2025-05-01T08:00:00.000Z' }),
    profile: async () => ({ displayName: options.name ?? 'Ana', pushToTalk: false }),
    access: async () => {
      accessReads++
      return options.endpoint
        ? { url: 'wss://media.example.com', tokenEndpoint: 'https://tokens.example.com/livekit' }
        : { url: 'wss://media.example.com', credentials: { apiKey: 'APIkey', apiSecret: 'secret-0123456789' } }
    },
    listenGrant: async (_profileId, roomName, _name, identity) => ({ url: 'wss://media.example.com', token: `listen:${roomName}`, identity, expiresAt: '2025-05-01T09:10:00.000Z' }),
    roomService: (_url, auth) => {
      auths.push(auth)
      return room
    },
    endpointToken: async (_endpoint, request) => {
      tokenRequests.push(request)
      return { token: `${request.grant}-token`, url: null, expiresAt: new Date(clock.now() + 600_000).toISOString() }
    },
    call: (roomName) => (roomName === ROOM ? CALL : undefined),
    pollNow: () => ports.sync.pollNow(),
  }
  const stepIn = new StepIn(stepPorts)
  const listen = (identity: string, joinedAtMs = clock.now()) => {
    stepIn.listening(workspace, ROOM, identity)
    room.listener(identity, joinedAtMs)
    return { roomName: ROOM, identity }
  }
  const activity = () => ports.of('history.activity').map((e) => ({ kind: e.kind, outcome: e.outcome, target: e.target, detail: e.detail }))
  return { stepIn, clock, ports, listen, activity, auths, tokenRequests, workspace, accessReads: () => accessReads }
}

describe('barging in', () => {
  it('turns the listener into a visible publisher of its microphone only, named, through the room service', async () => {
    const room = new FakeRoom()
    const { stepIn, listen, activity, auths } = consoleOn(room)
    const me = listen('supervisor-a')
    const result = await stepIn.barge(me)
    expect(result).toEqual({
      roomName: ROOM,
      mode: 'barging',
      rejoin: null,
      message: "Sales Agent's call: the customer hears you.",
      words: { key: 'errors.stepIn.hears', params: { agent: 'Sales Agent' } },
    })
    const p = room.people.get('supervisor-a')!
    expect(p.name).toBe('Ana')
    expect(p.attributes).toEqual({ 'switchboard.role': 'supervisor', 'switchboard.mode': 'barging' })
    expect(p.permission).toMatchObject({ canSubscribe: true, canPublish: true, canPublishData: false, canPublishSources: [TrackSource.MICROPHONE], hidden: false })
    expect(auths).toEqual([{ apiKey: 'APIkey', apiSecret: 'secret-0123456789' }])
    expect(activity()).toEqual([{ kind: 'call.barge', outcome: 'ok', target: 'call with Ada Lovelace', detail: 'Ana barged in.' }])
  })

  it('asks a token endpoint for a barge grant, with the attributes, and answers it to rejoin with', async () => {
    const room = new FakeRoom()
    const { stepIn, listen, tokenRequests } = consoleOn(room, { endpoint: true })
    const result = await stepIn.barge(listen('supervisor-a'))
    expect(tokenRequests).toEqual([
      { roomName: ROOM, identity: 'supervisor-a', name: 'Ana', attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': 'barging' }, grant: 'barge' },
    ])
    expect(result.rejoin).toMatchObject({ url: 'wss://media.example.com', token: 'barge-token', identity: 'supervisor-a' })
    expect(room.requests).toEqual([])
  })

  it('says so when the listener has not joined the room yet', async () => {
    const room = new FakeRoom()
    const { stepIn, workspace, activity } = consoleOn(room)
    stepIn.listening(workspace, ROOM, 'supervisor-a')
    await expect(stepIn.barge({ roomName: ROOM, identity: 'supervisor-a' })).rejects.toMatchObject({ code: 'not_in_room' })
    expect(activity()).toMatchObject([{ kind: 'call.barge', outcome: 'error' }])
  })
})

describe('taking over', () => {
  it('mutes the agent, marks both participants, and keeps the transfer request’s wait', async () => {
    const room = new FakeRoom()
    const { stepIn, clock, ports, listen, activity } = consoleOn(room)
    pollRecorder(ports.cache(), 'ws_demo')([CALL], new Date(T0).toISOString())
    const me = listen('supervisor-a')
    await clock.advance(72_000)
    const result = await stepIn.takeOver(me)
    expect(result).toMatchObject({ mode: 'takeover', rejoin: null, message: "Sales Agent's call: you have taken over; Sales Agent is muted and the customer hears you." })
    expect(room.agent.tracks[0]!.muted).toBe(true)
    expect(room.agent.attributes['switchboard.takenOverBy']).toBe('Ana')
    expect(room.people.get('supervisor-a')!.attributes['switchboard.mode']).toBe('takeover')
    expect(room.people.get('supervisor-a')!.permission?.canPublish).toBe(true)
    expect(transferRequestsOf(ports.cache(), 'ws_demo', [ROOM]).get(ROOM)).toMatchObject({ answered: true })
    expect(activity()).toEqual([
      { kind: 'call.takeOver', outcome: 'ok', target: 'call with Ada Lovelace', detail: 'Ana took over from Sales Agent, answering the transfer request after 1 min 12 s.' },
    ])
    expect(ports.syncRequests).toEqual(['poll'])
    stepIn.releaseAll('the test ended')
  })

  it('is refused, naming the supervisor who has it, and changes nothing', async () => {
    const room = new FakeRoom()
    const { stepIn, listen, activity } = consoleOn(room)
    room.listener('supervisor-bea', T0 - 30_000, 'takeover', 'Bea')
    await expect(stepIn.takeOver(listen('supervisor-a'))).rejects.toMatchObject({ code: 'taken_over', message: 'Bea has taken over this call.' })
    expect(room.agent.tracks[0]!.muted).toBe(false)
    expect(room.people.get('supervisor-a')!.attributes['switchboard.mode']).toBe('listening')
    expect(activity()).toMatchObject([{ kind: 'call.takeOver', outcome: 'error', detail: 'Bea has taken over this call.' }])
  })

  it('resolves two consoles at the same instant: the later to join backs off and says why', async () => {
    const room = new FakeRoom()
    const clock = new FakeClock(T0)
    const ana = consoleOn(room, { name: 'Ana', clock })
    const bea = consoleOn(room, { name: 'Bea', clock })
    const first = ana.listen('supervisor-a', T0 - 20_000)
    const later = bea.listen('supervisor-b', T0 - 10_000)
    const [a, b] = await Promise.allSettled([bea.stepIn.takeOver(later), ana.stepIn.takeOver(first)])
    expect(b).toMatchObject({ status: 'fulfilled', value: { mode: 'takeover' } })
    expect(a).toMatchObject({
      status: 'rejected',
      reason: { code: 'taken_over', message: 'Ana took over this call at the same moment and joined it first, so they keep it.' },
    })
    const modes = [...room.people.values()].filter((p) => p.attributes['switchboard.role']).map((p) => [p.identity, p.attributes['switchboard.mode']])
    expect(modes).toEqual([
      ['supervisor-a', 'takeover'],
      ['supervisor-b', 'listening'],
    ])
    expect(room.agent.tracks[0]!.muted).toBe(true)
    expect(room.agent.attributes['switchboard.takenOverBy']).toBe('Ana')
    ana.stepIn.releaseAll('the test ended')
  })

  it('backs off on its next look at the room when both consoles believed they had won', async () => {
    const room = new FakeRoom()
    const clock = new FakeClock(T0)
    const bea = consoleOn(room, { name: 'Bea', clock })
    await bea.stepIn.takeOver(bea.listen('supervisor-b', T0 - 10_000))
    // Ana's console took it over at once, joined first, and its check missed Bea's (another LiveKit node, say).
    room.listener('supervisor-a', T0 - 20_000, 'takeover', 'Ana')
    await clock.advance(2_000)
    expect(room.people.get('supervisor-b')!.attributes['switchboard.mode']).toBe('barging')
    expect(room.agent.attributes['switchboard.takenOverBy']).toBe('Ana')
    expect(room.agent.tracks[0]!.muted).toBe(true)
    expect(bea.activity().at(-1)).toMatchObject({ kind: 'call.takeOver', outcome: 'error', detail: expect.stringContaining('Bea gave it back and is barging in') })
  })

  it('uses a token endpoint’s takeover grant as the room service’s bearer, and rejoins speaking', async () => {
    const room = new FakeRoom()
    const { stepIn, listen, auths, tokenRequests } = consoleOn(room, { endpoint: true })
    const result = await stepIn.takeOver(listen('supervisor-a'))
    expect(tokenRequests.map((r) => [r.grant, r.attributes['switchboard.mode']])).toEqual([
      ['takeover', 'listening'],
      ['barge', 'takeover'],
    ])
    expect(auths).toEqual([{ token: 'takeover-token' }])
    expect(result).toMatchObject({ mode: 'takeover', rejoin: { token: 'barge-token', identity: 'supervisor-a' } })
    expect(room.agent.tracks[0]!.muted).toBe(true)
    stepIn.releaseAll('the test ended')
  })
})

describe('handing back', () => {
  it('unmutes the agent, clears the mark and makes the supervisor a hidden listener again, saying for how long', async () => {
    const room = new FakeRoom()
    const { stepIn, clock, listen, activity } = consoleOn(room)
    const me = listen('supervisor-a')
    await stepIn.takeOver(me)
    await clock.advance(120_000)
    expect(await stepIn.stopSpeaking(me)).toEqual({
      roomName: ROOM,
      mode: 'listening',
      rejoin: null,
      message: "Sales Agent's call: handed back to Sales Agent; you are listening.",
      words: { key: 'errors.stepIn.handedBack', params: { agent: 'Sales Agent' } },
    })
    expect(room.agent.tracks[0]!.muted).toBe(false)
    expect(room.agent.attributes).not.toHaveProperty('switchboard.takenOverBy')
    const p = room.people.get('supervisor-a')!
    expect(p.attributes['switchboard.mode']).toBe('listening')
    expect(p.permission).toMatchObject({ canPublish: false, canPublishSources: [], hidden: true })
    expect(activity().at(-1)).toEqual({ kind: 'call.handBack', outcome: 'ok', target: 'call with Ada Lovelace', detail: 'Ana handed back to Sales Agent after 2 min 0 s.' })
  })

  it('stops barging with the time spoken, and asks a token endpoint for a listening grant to rejoin with', async () => {
    const room = new FakeRoom()
    const { stepIn, clock, listen, activity } = consoleOn(room, { endpoint: true })
    const me = listen('supervisor-a')
    await stepIn.barge(me)
    await clock.advance(45_000)
    expect(await stepIn.stopSpeaking(me)).toMatchObject({ mode: 'listening', rejoin: { token: `listen:${ROOM}`, identity: 'supervisor-a' } })
    expect(activity().at(-1)).toMatchObject({ kind: 'call.stopSpeaking', detail: 'Ana stopped speaking after 45 s.' })
  })

  it('happens by itself within one look at the room when the supervisor’s participant is gone', async () => {
    const room = new FakeRoom()
    const { stepIn, clock, listen, activity } = consoleOn(room)
    await stepIn.takeOver(listen('supervisor-a'))
    await clock.advance(2_000)
    expect(room.agent.tracks[0]!.muted).toBe(true)
    room.people.delete('supervisor-a')
    await clock.advance(2_000)
    expect(room.agent.tracks[0]!.muted).toBe(false)
    expect(room.agent.attributes).not.toHaveProperty('switchboard.takenOverBy')
    expect(activity().at(-1)).toMatchObject({
      kind: 'call.handBack',
      outcome: 'ok',
      detail: "Handed back to Sales Agent automatically after 4 s: Ana left the call's room (the page closed or the connection was lost).",
    })
    expect(clock.pending).toBe(0)
  })

  it('happens when the console works on another workspace or stops', async () => {
    const room = new FakeRoom()
    const { stepIn, listen, activity } = consoleOn(room)
    await stepIn.takeOver(listen('supervisor-a'))
    stepIn.releaseAll('the console switched to another workspace', 'profile-other')
    await flush()
    expect(room.agent.tracks[0]!.muted).toBe(false)
    expect(activity().at(-1)).toMatchObject({ kind: 'call.handBack', detail: expect.stringContaining('the console switched to another workspace') })
    await expect(stepIn.barge({ roomName: ROOM, identity: 'supervisor-a' })).rejects.toMatchObject({ code: 'not_listening' })
  })
})

describe('who is on the call', () => {
  it('names this console’s own participant even when its grant set no name nor attributes', async () => {
    const room = new FakeRoom()
    const { stepIn, workspace } = consoleOn(room)
    stepIn.listening(workspace, ROOM, 'supervisor-plain')
    room.add(participant('supervisor-plain', { joinedAtMs: BigInt(T0) }))
    const [read] = await stepIn.participants([ROOM])
    expect(read!.participants.find((p) => p.self)).toEqual({
      identity: 'supervisor-plain',
      name: 'Ana',
      kind: 'supervisor',
      mode: 'listening',
      joinedAt: new Date(T0).toISOString(),
      self: true,
    })
  })

  it('names everyone in the supervisor’s words, reads a room at most every 2 s, and falls back on the call’s list', async () => {
    const room = new FakeRoom()
    const { stepIn, clock, listen, accessReads } = consoleOn(room)
    listen('supervisor-a', T0 - 5_000)
    room.listener('supervisor-bea', T0 - 9_000, 'barging', 'Bea')
    const [read] = await stepIn.participants([ROOM])
    expect(read!.participants.map((p) => [p.name, p.kind, p.mode, p.self])).toEqual([
      ['Sales Agent', 'agent', null, false],
      ['Customer', 'customer', null, false],
      ['Supervisor', 'supervisor', 'listening', true],
      ['Bea', 'supervisor', 'barging', false],
    ])
    expect(read!.participants[3]!.joinedAt).toBe(new Date(T0 - 9_000).toISOString())
    await stepIn.participants([ROOM])
    await clock.advance(1_999)
    await stepIn.participants([ROOM])
    expect(room.requests.filter((r) => r.startsWith('list'))).toHaveLength(1)
    await stepIn.participants(['room-2', 'room-3', ROOM])
    // The media server's key and secret read once for the two rooms due.
    expect([room.requests.filter((r) => r.startsWith('list')).length, accessReads()]).toEqual([3, 2])
    await clock.advance(1)
    room.refusing = true
    const [fallback] = await stepIn.participants([ROOM])
    expect(fallback!.participants.map((p) => [p.name, p.kind])).toEqual([
      ['Customer', 'customer'],
      ['Sales Agent', 'agent'],
    ])
  })
})
