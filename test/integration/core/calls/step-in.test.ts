import { RequestResponse_Reason, TrackSource, TrackType, type ParticipantInfo } from '@livekit/protocol'
import { AccessToken, RoomServiceClient, type VideoGrant } from 'livekit-server-sdk'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../../src/shared/api'
import { SILENT_FRAME } from '../../../../src/simulator/media/speech'
import { startSimulator, type RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'
import { startLocalServer } from '../../../support/local-server'
import { DEMO } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'
import { isRefusal, PublishRefused, SignalClient } from '../../simulator/media/signal-client'
import { startCallsConsole } from './console'

/**
 * Two consoles (Ana's and Bea's) stepping into the simulator's calls through
 * its LiveKit room service, over HTTP and WebRTC, each with the media
 * server's key and secret in the real keychain.
 */
let sim: RunningSimulator
let ana: TestConsole
let bea: TestConsole
let rooms: RoomServiceClient
const open: SignalClient[] = []

async function withMediaServer(app: TestConsole, displayName: string): Promise<TestConsole> {
  await app.invoke('calls.saveMediaServer', { mode: 'keys', url: sim.media.url, apiKey: sim.media.apiKey, apiSecret: sim.media.apiSecret })
  await app.invoke('calls.saveSupervisorProfile', { displayName, pushToTalk: false })
  return app
}

beforeAll(async () => {
  sim = await startSimulator({ port: 0, activeCalls: 0, plan: 'business', paused: true })
  rooms = new RoomServiceClient(sim.media.url.replace('ws:', 'http:'), sim.media.apiKey, sim.media.apiSecret)
  ana = await withMediaServer(await startCallsConsole(sim), 'Ana')
  bea = await withMediaServer(await startCallsConsole(sim), 'Bea')
})

afterAll(async () => {
  await Promise.all(open.map((client) => client.leave().catch(() => undefined)))
  await ana?.cleanup()
  await bea?.cleanup()
  await sim?.stop()
})

async function liveCall(customerName: string, fields: { transferRequested?: boolean } = {}): Promise<ActiveCall> {
  const answer = await fetch(`${sim.url}/_sim/calls`, {
    method: 'POST',
    headers: { 'x-api-key': DEMO.owner, 'content-type': 'application/json' },
    body: JSON.stringify({ hold: true, customerName, duration: 20, ...fields }),
  })
  return (await answer.json()) as ActiveCall
}

/** The console's listen grant, joined as the renderer joins it: answers the command's arguments and the room's client. */
async function listen(app: TestConsole, roomName: string) {
  // The supervisor listens from the wall: the call is on it.
  await waitFor(async () => (await app.invoke('calls.current', {})).calls.some((c) => c.roomName === roomName), 10_000, 'the call on the wall')
  const grant = await app.invoke('calls.listenToken', { roomName })
  const client = await SignalClient.connect(grant.url, grant.token)
  if (isRefusal(client)) throw new Error(`refused: ${client.status} ${client.body}`)
  open.push(client)
  await client.next('join')
  return { command: { roomName, identity: grant.identity }, client }
}

async function agentOf(call: ActiveCall): Promise<ParticipantInfo> {
  return rooms.getParticipant(call.roomName, call.participants.find((p) => p.isAgent)!.identity)
}

const agentMuted = async (call: ActiveCall) => (await agentOf(call)).tracks.filter((t) => t.type === TrackType.AUDIO).every((t) => t.muted)

describe('stepping into a call through the console', () => {
  it('barging turns the hidden listener into a named publisher of its microphone', async () => {
    const call = await liveCall('Bianca Barge')
    const { command, client } = await listen(ana, call.roomName)
    expect(await rooms.getParticipant(call.roomName, command.identity)).toMatchObject({
      name: 'Ana',
      attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': 'listening' },
      permission: { hidden: true, canPublish: false },
    })
    await expect(client.publish('before-barging')).rejects.toEqual(new PublishRefused(RequestResponse_Reason.NOT_ALLOWED))

    expect(await ana.invoke('calls.barge', command)).toEqual({
      roomName: call.roomName,
      mode: 'barging',
      rejoin: null,
      message: "Sales Agent's call: the customer hears you.",
      words: { key: 'errors.stepIn.hears', params: { agent: 'Sales Agent' } },
    })
    await client.next('update', 5_000, (u) => u.participants.some((p) => p.identity === command.identity && p.permission?.canPublish === true))
    const mic = await client.publish()
    mic.start(SILENT_FRAME)
    await waitFor(async () => (await rooms.getParticipant(call.roomName, command.identity)).tracks.length === 1, 10_000, 'the microphone published')
    expect(await rooms.getParticipant(call.roomName, command.identity)).toMatchObject({ attributes: { 'switchboard.mode': 'barging' }, permission: { hidden: false } })

    const seen = await bea.invoke('calls.participants', { roomNames: [call.roomName] })
    expect(seen[0]!.participants.find((p) => p.identity === command.identity)).toMatchObject({ name: 'Ana', kind: 'supervisor', mode: 'barging', self: false })
    expect((await ana.invoke('calls.participants', { roomNames: [call.roomName] }))[0]!.participants.find((p) => p.self)).toMatchObject({ mode: 'barging' })

    expect(await ana.invoke('calls.stopSpeaking', command)).toMatchObject({ mode: 'listening', rejoin: null })
    expect(await rooms.getParticipant(call.roomName, command.identity)).toMatchObject({ permission: { hidden: true, canPublish: false } })
    mic.stop()
  })

  it('taking over mutes the agent until handed back; another supervisor is refused, by name', async () => {
    const call = await liveCall('Theo Takeover')
    const a = await listen(ana, call.roomName)
    const b = await listen(bea, call.roomName)
    expect(await ana.invoke('calls.takeOver', a.command)).toMatchObject({ mode: 'takeover' })
    expect(await agentMuted(call)).toBe(true)
    expect((await agentOf(call)).attributes['switchboard.takenOverBy']).toBe('Ana')

    expect(await bea.refusal('calls.takeOver', b.command)).toEqual({
      code: 'taken_over',
      message: 'Ana has taken over this call.',
      words: { key: 'errors.calls.takenOver', params: { holder: 'Ana' } },
    })
    expect(await ana.invoke('calls.handBack', a.command)).toMatchObject({ mode: 'listening', message: "Sales Agent's call: handed back to Sales Agent; you are listening." })
    expect(await agentMuted(call)).toBe(false)
    expect((await agentOf(call)).attributes).not.toHaveProperty('switchboard.takenOverBy')
    const log = await ana.invoke('history.activity', { filters: { kind: 'call.handBack' } })
    expect(log.data[0]).toMatchObject({ target: 'call with Theo Takeover', outcome: 'ok', detail: expect.stringMatching(/^Ana handed back to Sales Agent after \d+ s\.$/) })
  })

  it('resolves a take-over by two consoles at the same instant: exactly one keeps it, the other is told who', async () => {
    const call = await liveCall('Rita Race')
    const a = await listen(ana, call.roomName)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const b = await listen(bea, call.roomName)
    const [fromBea, fromAna] = await Promise.all([bea.dispatch('calls.takeOver', b.command), ana.dispatch('calls.takeOver', a.command)])
    // Which lands first is the machine's timing: one that finds the other's take-over in the room is refused by it,
    // and two that both pass that look leave it to the one who joined first (unit-tested with a clock).
    const outcomes = [
      { name: 'Ana', result: fromAna, console: ana, command: a.command },
      { name: 'Bea', result: fromBea, console: bea, command: b.command },
    ]
    const kept = outcomes.filter((outcome) => outcome.result.ok)
    expect(kept.map((outcome) => outcome.name)).toHaveLength(1)
    const winner = kept[0]!
    const loser = outcomes.find((outcome) => outcome !== winner)!
    expect(winner.result).toMatchObject({ ok: true, value: { mode: 'takeover' } })
    expect(loser.result).toMatchObject({
      ok: false,
      error: { code: 'taken_over', message: expect.stringMatching(new RegExp(`^${winner.name} (has taken over|took over this call at the same moment)`)) },
    })
    // Whatever each console saw at first, one look at the room later only the winner holds it.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const holders = (await rooms.listParticipants(call.roomName)).filter((p) => p.attributes['switchboard.mode'] === 'takeover').map((p) => p.name)
    expect(holders).toEqual([winner.name])
    expect((await agentOf(call)).attributes['switchboard.takenOverBy']).toBe(winner.name)
    await winner.console.invoke('calls.handBack', winner.command)
  })

  it('shows a transfer request waiting from when it was first seen until a take-over answers it, then counts the wait', async () => {
    const call = await liveCall('Wendy Waits', { transferRequested: true })
    const a = await listen(bea, call.roomName)
    const since = (await bea.invoke('calls.current', {})).transfersWaiting[call.roomName]
    const detail = await bea.invoke('calls.detail', { roomName: call.roomName })
    expect(since).toBe(detail!.events.find((e) => e.kind === 'transfer')!.at)

    await bea.invoke('calls.takeOver', a.command)
    await waitFor(async () => !(call.roomName in (await bea.invoke('calls.current', {})).transfersWaiting), 5_000, 'the transfer answered on the wall')
    const [entry] = (await bea.invoke('history.activity', { filters: { kind: 'call.takeOver' } })).data
    expect(entry!.detail).toMatch(/^Bea took over from Sales Agent, answering the transfer request after \d+ s\.$/)
    const insights = await bea.invoke('insights.overview', { range: { preset: 'today' }, timeZone: 'UTC' })
    expect(insights.transferAnswered.totals).toMatchObject({ answered: 1, medianSeconds: expect.any(Number) })
    await bea.invoke('calls.handBack', a.command)
  })

  it('stops counting a transfer request another console answered, once it reads who is on the call', async () => {
    const call = await liveCall('Otto Other', { transferRequested: true })
    const b = await listen(bea, call.roomName)
    await waitFor(async () => call.roomName in (await ana.invoke('calls.current', {})).transfersWaiting, 10_000, 'the request waiting on Ana’s wall')
    await bea.invoke('calls.takeOver', b.command)
    const [room] = await ana.invoke('calls.participants', { roomNames: [call.roomName] })
    expect(room!.participants).toContainEqual(expect.objectContaining({ name: 'Bea', mode: 'takeover', self: false }))
    await waitFor(async () => !(call.roomName in (await ana.invoke('calls.current', {})).transfersWaiting), 5_000, 'the transfer answered on Ana’s wall')
    await bea.invoke('calls.handBack', b.command)
  })

  it('hands back within 5 s when the supervisor’s participant leaves, and says so in the activity log', async () => {
    const call = await liveCall('Lou Leaves')
    const a = await listen(ana, call.roomName)
    await ana.invoke('calls.takeOver', a.command)
    expect(await agentMuted(call)).toBe(true)
    await a.client.leave()
    const left = Date.now()
    await waitFor(async () => !(await agentMuted(call)), 5_000, 'the agent unmuted')
    expect(Date.now() - left).toBeLessThan(5_000)
    await waitFor(async () => (await ana.invoke('history.activity', { filters: { kind: 'call.handBack' } })).data[0]?.target === 'call with Lou Leaves', 5_000, 'the hand back logged')
    const [entry] = (await ana.invoke('history.activity', { filters: { kind: 'call.handBack' } })).data
    expect(entry!.detail).toContain("automatically after")
    expect(entry!.detail).toContain("Ana left the call's room")
  })

  it('hands back when the console switches to another workspace', async () => {
    const dan = await withMediaServer(await startCallsConsole(sim), 'Dan')
    try {
      const call = await liveCall('Sam Switch')
      const { command } = await listen(dan, call.roomName)
      await dan.invoke('calls.takeOver', command)
      expect(await agentMuted(call)).toBe(true)
      const other = await dan.console.profiles.addProfile({ label: 'Teammate', baseUrl: sim.url, workspaceId: DEMO.workspaceId, apiKey: DEMO.teammate, plan: 'business' })
      await dan.invoke('workspaces.setActive', { id: other.id })
      await waitFor(async () => !(await agentMuted(call)), 5_000, 'the agent unmuted')
      const [entry] = (await dan.invoke('history.activity', { filters: { kind: 'call.handBack' } })).data
      expect(entry!.detail).toContain('the console switched to another workspace')
      await dan.console.profiles.removeProfile(other.id)
    } finally {
      await dan.cleanup()
    }
  })

  it('is refused offline, without a media server, and for a key that may not end calls', async () => {
    const call = await liveCall('Rafa Refused')
    const a = await listen(ana, call.roomName)
    ana.console.setConnection({ state: 'offline' })
    try {
      expect(await ana.refusal('calls.barge', a.command)).toMatchObject({ code: 'offline_action', message: expect.stringContaining('Stepping into a call needs a connection') })
    } finally {
      ana.console.setConnection({ state: 'online' })
    }

    const unconfigured = await startTestConsole(sim)
    try {
      expect(await unconfigured.refusal('calls.takeOver', a.command)).toMatchObject({
        code: 'not_configured',
        message: expect.stringContaining('Stepping into a call needs a media server'),
      })
    } finally {
      await unconfigured.cleanup()
    }

    const member = await withMediaServer(await startTestConsole(sim, { apiKey: DEMO.member, confirmReach: async () => true }), 'Mo')
    try {
      const m = await listen(member, call.roomName)
      expect(await member.refusal('calls.barge', m.command)).toMatchObject({
        code: 'not_permitted',
        message: 'This key may not end calls, so it may not step into them either (permission: call_end).',
      })
      expect((await rooms.getParticipant(call.roomName, m.command.identity)).permission?.canPublish).toBe(false)
    } finally {
      await member.cleanup()
    }
  })

  it('through a token endpoint: barge rejoins with its grant, a take-over uses its roomAdmin grant as the room service’s bearer', async () => {
    const grants: Record<string, Omit<VideoGrant, 'room'>> = {
      listen: { roomJoin: true, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true },
      barge: { roomJoin: true, canSubscribe: true, canPublish: true, canPublishData: false, canPublishSources: [TrackSource.MICROPHONE], hidden: false },
      takeover: { roomAdmin: true },
    }
    const endpoint = await startLocalServer((request, response) => {
      const body = JSON.parse(request.body) as { room_name: string; participant_identity: string; participant_name: string; participant_attributes: Record<string, string>; switchboard_grant?: string }
      const token = new AccessToken(sim.media.apiKey, sim.media.apiSecret, { identity: body.participant_identity, name: body.participant_name, attributes: body.participant_attributes, ttl: '10m' })
      token.addGrant({ ...grants[body.switchboard_grant ?? 'listen'], room: body.room_name })
      void token.toJwt().then((jwt) => {
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ participant_token: jwt }))
      })
    })
    const cara = await startCallsConsole(sim)
    try {
      await cara.invoke('calls.saveMediaServer', { mode: 'endpoint', url: sim.media.url, tokenEndpoint: `${endpoint.url}/token` })
      const call = await liveCall('Enzo Endpoint')
      const { command } = await listen(cara, call.roomName)
      const barged = await cara.invoke('calls.barge', command)
      expect(barged).toMatchObject({ mode: 'barging', rejoin: { url: sim.media.url, identity: command.identity } })
      const speaking = await SignalClient.connect(barged.rejoin!.url, barged.rejoin!.token)
      if (isRefusal(speaking)) throw new Error(`refused: ${speaking.body}`)
      open.push(speaking)
      await speaking.next('join')
      const mic = await speaking.publish()
      mic.start(SILENT_FRAME)

      expect(await cara.invoke('calls.takeOver', command)).toMatchObject({ mode: 'takeover', rejoin: null })
      expect(await agentMuted(call)).toBe(true)
      expect(await rooms.getParticipant(call.roomName, command.identity)).toMatchObject({ attributes: { 'switchboard.mode': 'takeover' } })
      const handed = await cara.invoke('calls.handBack', command)
      expect(handed).toMatchObject({ mode: 'listening', rejoin: { identity: command.identity } })
      expect(await agentMuted(call)).toBe(false)
      mic.stop()
      const asked = endpoint.requests.map((r) => (JSON.parse(r.body) as { switchboard_grant?: string }).switchboard_grant ?? 'listen')
      expect(asked).toEqual(['listen', 'barge', 'takeover', 'listen'])
    } finally {
      await cara.cleanup()
      await endpoint.close()
    }
  })
})
