import {
  DisconnectReason,
  ListParticipantsRequest,
  ListParticipantsResponse,
  ParticipantInfo_Kind,
  ParticipantInfo_State,
  RequestResponse_Reason,
  TrackSource,
} from '@livekit/protocol'
import { AccessToken, RoomServiceClient, TwirpError, type VideoGrant } from 'livekit-server-sdk'
import { describe, expect, it } from 'vitest'
import type { ActiveCall, ActiveCallList } from '../../../src/shared/api'
import { AGENT_LINES, CUSTOMER_LINES, TRANSFER_LINE } from '../../../src/simulator/fixture/call-scripts'
import { SILENT_FRAME } from '../../../src/simulator/media/speech'
import { waitFor } from '../../support/wait'
import { call, step, useSimulator } from './helpers'
import { isRefusal, PublishRefused, SignalClient } from './media/signal-client'

const sim = await useSimulator({ activeCalls: 0, plan: 'business', paused: true })
const rooms = new RoomServiceClient(sim.media.url.replace('ws:', 'http:'), sim.media.apiKey, sim.media.apiSecret)

const LISTEN: Omit<VideoGrant, 'room'> = { roomJoin: true, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true }

async function token(room: string, identity: string, grant: Omit<VideoGrant, 'room'> = LISTEN, claims: { name?: string; attributes?: Record<string, string> } = {}) {
  const at = new AccessToken(sim.media.apiKey, sim.media.apiSecret, { identity, name: claims.name ?? identity, attributes: claims.attributes, ttl: '10m' })
  at.addGrant({ ...grant, room })
  return at.toJwt()
}

async function liveCall(customerName: string): Promise<ActiveCall> {
  const answer = await call(sim, 'POST', '/_sim/calls', { workspace: null, body: { hold: true, customerName, duration: 20 } })
  return answer.body as ActiveCall
}

async function join(room: string, identity: string, grant?: Omit<VideoGrant, 'room'>, claims?: { name?: string; attributes?: Record<string, string> }): Promise<SignalClient> {
  const client = await SignalClient.connect(sim.media.url, await token(room, identity, grant, claims))
  if (isRefusal(client)) throw new Error(`refused: ${client.status} ${client.body}`)
  await client.next('join')
  return client
}

async function twirpError(request: Promise<unknown>): Promise<{ status: number; code: string | undefined; message: string }> {
  try {
    await request
  } catch (error) {
    if (error instanceof TwirpError) return { status: error.status, code: error.code, message: error.message }
    throw error
  }
  throw new Error('the room service accepted the request')
}

async function participantsOf(roomName: string): Promise<string[]> {
  const list = (await call(sim, 'GET', '/v2/api/active-calls')).body as ActiveCallList
  return list.data.find((c) => c.roomName === roomName)?.participants.map((p) => p.identity) ?? []
}

/** Packets of a track received so far, then whether more arrive while `ms` pass. */
async function flowing(client: SignalClient, trackSid: string, ms = 1_000): Promise<boolean> {
  const before = client.packets.get(trackSid) ?? 0
  await new Promise((resolve) => setTimeout(resolve, ms))
  return (client.packets.get(trackSid) ?? 0) > before
}

describe("media rooms: LiveKit's room service", () => {
  it('lists the participants: the agent (AGENT), the customer (SIP), and every member, hidden ones included, with their grants', async () => {
    const active = await liveCall('Lena List')
    const listener = await join(active.roomName, 'sup-lena', LISTEN, { name: 'Ana', attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': 'listening' } })
    const participants = await rooms.listParticipants(active.roomName)
    const byIdentity = new Map(participants.map((p) => [p.identity, p]))
    const agent = active.participants.find((p) => p.isAgent)!.identity
    const customer = active.participants.find((p) => !p.isAgent)!.identity
    expect(byIdentity.get(agent)).toMatchObject({ kind: ParticipantInfo_Kind.AGENT, name: 'Sales Agent', state: ParticipantInfo_State.ACTIVE, tracks: [{ source: TrackSource.MICROPHONE, muted: false }] })
    expect(byIdentity.get(customer)).toMatchObject({ kind: ParticipantInfo_Kind.SIP, name: 'Lena List', tracks: [{ muted: false }] })
    expect(byIdentity.get('sup-lena')).toMatchObject({
      kind: ParticipantInfo_Kind.STANDARD,
      name: 'Ana',
      state: ParticipantInfo_State.ACTIVE,
      attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': 'listening' },
      permission: { canPublish: false, canSubscribe: true, hidden: true },
      tracks: [],
    })
    expect(Number(byIdentity.get('sup-lena')!.joinedAt)).toBeGreaterThan(0)
    expect(await rooms.getParticipant(active.roomName, 'sup-lena')).toMatchObject({ identity: 'sup-lena', name: 'Ana' })
    await listener.leave()
  })

  it('refuses as LiveKit does: wrong secret, no authorization, a grant for another room or without roomAdmin; unknown room or participant is not_found', async () => {
    const active = await liveCall('Rex Refused')
    const other = await liveCall('Olga Other')
    const wrongSecret = new RoomServiceClient(sim.media.url.replace('ws:', 'http:'), sim.media.apiKey, 'another-secret-that-is-long-enough-to-sign-it')
    expect(await twirpError(wrongSecret.listParticipants(active.roomName))).toMatchObject({ status: 401, message: 'invalid authorization token: signature is invalid' })
    const unknownKey = new RoomServiceClient(sim.media.url.replace('ws:', 'http:'), 'APIunknown', sim.media.apiSecret)
    expect(await twirpError(unknownKey.listParticipants(active.roomName))).toMatchObject({ status: 401, message: 'invalid API key' })

    const endpoint = `${sim.media.url.replace('ws:', 'http:')}/twirp/livekit.RoomService/ListParticipants`
    const post = async (headers: Record<string, string>, room = active.roomName) => {
      const response = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ room }) })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    expect(await post({})).toEqual({ status: 401, body: { code: 'unauthenticated', msg: 'permissions denied' } })
    const basic = await fetch(endpoint, { method: 'POST', headers: { authorization: 'Basic c2VjcmV0', 'content-type': 'application/json' }, body: '{}' })
    expect({ status: basic.status, text: await basic.text() }).toEqual({ status: 401, text: 'invalid authorization header. Must start with Bearer ' })
    const admin = async (grant: VideoGrant) => {
      const at = new AccessToken(sim.media.apiKey, sim.media.apiSecret, { identity: 'console', ttl: '1m' })
      at.addGrant(grant)
      return `Bearer ${await at.toJwt()}`
    }
    expect(await post({ authorization: await admin({ roomAdmin: true, room: other.roomName }) })).toEqual({ status: 401, body: { code: 'unauthenticated', msg: 'permissions denied' } })
    expect(await post({ authorization: await admin({ roomJoin: true, room: active.roomName }) })).toEqual({ status: 401, body: { code: 'unauthenticated', msg: 'permissions denied' } })
    expect((await post({ authorization: await admin({ roomAdmin: true, room: active.roomName }) })).status).toBe(200)
    // Twirp's protobuf bodies work as its JSON does; an unknown method is bad_route.
    const authorization = await admin({ roomAdmin: true, room: active.roomName })
    const binary = await fetch(endpoint, { method: 'POST', headers: { authorization, 'content-type': 'application/protobuf' }, body: Buffer.from(new ListParticipantsRequest({ room: active.roomName }).toBinary()) })
    expect(binary.headers.get('content-type')).toBe('application/protobuf')
    expect(ListParticipantsResponse.fromBinary(new Uint8Array(await binary.arrayBuffer())).participants.map((p) => p.kind)).toEqual([ParticipantInfo_Kind.AGENT, ParticipantInfo_Kind.SIP])
    const unknown = await fetch(endpoint.replace('ListParticipants', 'DeleteEverything'), { method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: '{}' })
    expect({ status: unknown.status, body: (await unknown.json()) as unknown }).toMatchObject({ status: 404, body: { code: 'bad_route' } })

    expect(await twirpError(rooms.listParticipants('room_doesnotexist'))).toMatchObject({ status: 404, code: 'not_found', message: 'requested room does not exist' })
    const notFound = { status: 404, code: 'not_found', message: 'participant does not exist' }
    expect(await twirpError(rooms.getParticipant(active.roomName, 'nobody'))).toMatchObject(notFound)
    expect(await twirpError(rooms.updateParticipant(active.roomName, 'nobody', { attributes: { a: 'b' } }))).toMatchObject(notFound)
    expect(await twirpError(rooms.mutePublishedTrack(active.roomName, 'nobody', 'TR_x', true))).toMatchObject(notFound)
    expect(await twirpError(rooms.removeParticipant(active.roomName, 'nobody'))).toMatchObject(notFound)
  })

  it('updates name, metadata and attributes: the participant is told, the others too once it is visible; an empty attribute deletes its key', async () => {
    const active = await liveCall('Ugo Update')
    const observer = await join(active.roomName, 'sup-observer')
    const ana = await join(active.roomName, 'sup-ana', LISTEN, { attributes: { 'switchboard.role': 'supervisor', 'switchboard.mode': 'listening' } })
    const updated = await rooms.updateParticipant(active.roomName, 'sup-ana', { name: 'Ana', metadata: '{"desk":3}', attributes: { 'switchboard.mode': 'takeover', 'switchboard.role': '' } })
    expect(updated).toMatchObject({ name: 'Ana', metadata: '{"desk":3}', attributes: { 'switchboard.mode': 'takeover' } })
    expect(updated.attributes['switchboard.role']).toBeUndefined()
    expect(await ana.next('update', 5_000, (u) => u.participants[0]?.identity === 'sup-ana')).toMatchObject({ participants: [{ name: 'Ana' }] })
    // Hidden: its updates go to itself only.
    expect(observer.received.some((m) => m.case === 'update' && m.value.participants.some((p) => p.identity === 'sup-ana'))).toBe(false)

    const agent = active.participants.find((p) => p.isAgent)!.identity
    await rooms.updateParticipant(active.roomName, agent, { attributes: { 'switchboard.takenOverBy': 'Ana' } })
    for (const client of [observer, ana]) {
      await client.next('update', 5_000, (u) => u.participants[0]?.attributes['switchboard.takenOverBy'] === 'Ana')
    }
    await Promise.all([observer.leave(), ana.leave()])
  })

  it('removes a member: it gets a leave with PARTICIPANT_REMOVED, and is gone from the list', async () => {
    const active = await liveCall('Remy Removed')
    const listener = await join(active.roomName, 'sup-removed')
    await rooms.removeParticipant(active.roomName, 'sup-removed')
    expect(await listener.next('leave')).toMatchObject({ reason: DisconnectReason.PARTICIPANT_REMOVED, canReconnect: false })
    await listener.closed
    expect((await rooms.listParticipants(active.roomName)).map((p) => p.identity)).not.toContain('sup-removed')
  })
})

describe('media rooms: stepping into a call', () => {
  it('a listen token may not publish; a permission update lets it, and its audio reaches the other listener, not itself', async () => {
    const active = await liveCall('Bea Barge')
    const other = await join(active.roomName, 'sup-other')
    const ana = await join(active.roomName, 'sup-ana-barge', LISTEN, { name: 'Ana' })
    await expect(ana.publish('mic-refused')).rejects.toEqual(new PublishRefused(RequestResponse_Reason.NOT_ALLOWED))

    await rooms.updateParticipant(active.roomName, 'sup-ana-barge', {
      permission: { canSubscribe: true, canPublish: true, canPublishData: false, canPublishSources: [TrackSource.MICROPHONE], hidden: false },
      attributes: { 'switchboard.mode': 'barging' },
    })
    // As livekit-client learns it may publish: its own info, in a participant update.
    await ana.next('update', 5_000, (u) => u.participants.some((p) => p.identity === 'sup-ana-barge' && p.permission?.canPublish === true))
    // No longer hidden: announced to the others, and listed by the service among the call's participants.
    await other.next('update', 5_000, (u) => u.participants.some((p) => p.identity === 'sup-ana-barge'))
    await waitFor(async () => (await participantsOf(active.roomName)).includes('sup-ana-barge'), 10_000, 'the supervisor among the active call’s participants')
    expect(await participantsOf(active.roomName)).not.toContain('sup-other')

    const mic = await ana.publish()
    mic.start(SILENT_FRAME)
    await other.next('update', 10_000, (u) => u.participants.some((p) => p.identity === 'sup-ana-barge' && p.tracks.some((t) => t.sid === mic.trackSid)))
    await waitFor(() => (other.packets.get(mic.trackSid) ?? 0) > 25, 20_000, 'the supervisor’s audio at the other listener')
    expect(ana.packets.get(mic.trackSid)).toBeUndefined()
    const listed = await rooms.getParticipant(active.roomName, 'sup-ana-barge')
    expect(listed).toMatchObject({ isPublisher: true, tracks: [{ sid: mic.trackSid, source: TrackSource.MICROPHONE, muted: false }] })
    // One who joins later is offered the track with the call's own.
    const late = await join(active.roomName, 'sup-late')
    await waitFor(() => (late.packets.get(mic.trackSid) ?? 0) > 25, 20_000, 'the supervisor’s audio at a later listener')

    // The room service mutes a member's track as LiveKit does: the publisher is asked to mute, nothing is relayed.
    await rooms.mutePublishedTrack(active.roomName, 'sup-ana-barge', mic.trackSid, true)
    expect(await ana.next('mute', 5_000, (m) => m.sid === mic.trackSid)).toMatchObject({ muted: true })
    await waitFor(async () => !(await flowing(other, mic.trackSid)), 10_000, 'the supervisor’s audio to stop')
    await rooms.mutePublishedTrack(active.roomName, 'sup-ana-barge', mic.trackSid, false)
    await waitFor(() => flowing(other, mic.trackSid), 10_000, 'the supervisor’s audio to resume')

    // Unpublished (the client renegotiates without it): the others are told it is gone.
    await mic.unpublish()
    await other.next('update', 5_000, (u) => u.participants.some((p) => p.identity === 'sup-ana-barge' && p.tracks.length === 0 && !p.isPublisher))
    expect((await rooms.getParticipant(active.roomName, 'sup-ana-barge')).tracks).toEqual([])
    await late.leave()
    await ana.leave()
    await other.next('update', 5_000, (u) =>
      u.participants.some((p) => p.identity === 'sup-ana-barge' && p.state === ParticipantInfo_State.DISCONNECTED && p.disconnectReason === DisconnectReason.CLIENT_INITIATED),
    )
    await waitFor(async () => !(await participantsOf(active.roomName)).includes('sup-ana-barge'), 10_000, 'the supervisor gone from the participants')
    await other.leave()
  })

  it('a permission whose sources exclude the microphone refuses it, as LiveKit does', async () => {
    const active = await liveCall('Cam Camera')
    const client = await join(active.roomName, 'sup-camera', { roomJoin: true, canSubscribe: true, canPublish: true, canPublishSources: [TrackSource.CAMERA] })
    await expect(client.publish()).rejects.toEqual(new PublishRefused(RequestResponse_Reason.NOT_ALLOWED))
    await client.leave()
  })

  it('muting the agent’s track stops its audio and its turns, the customer speaks on; unmuting brings it back', async () => {
    const active = await liveCall('Tia Takeover')
    const listener = await join(active.roomName, 'sup-takeover')
    const [agent, customer] = await Promise.all([
      rooms.getParticipant(active.roomName, active.participants.find((p) => p.isAgent)!.identity),
      rooms.getParticipant(active.roomName, active.participants.find((p) => !p.isAgent)!.identity),
    ])
    const agentTrack = agent.tracks[0]!.sid
    const customerTrack = customer.tracks[0]!.sid
    await waitFor(() => (listener.packets.get(agentTrack) ?? 0) > 25, 15_000, 'the agent’s audio')

    const muted = await rooms.mutePublishedTrack(active.roomName, agent.identity, agentTrack, true)
    expect(muted).toMatchObject({ sid: agentTrack, muted: true })
    await listener.next('update', 5_000, (u) => u.participants.some((p) => p.sid === agent.sid && p.tracks[0]?.muted === true))
    await waitFor(async () => !(await flowing(listener, agentTrack)), 10_000, 'the agent’s audio to stop')
    expect(await flowing(listener, customerTrack)).toBe(true)
    const spoken = listener.received.length
    await waitFor(() => listener.received.slice(spoken).some((m) => m.case === 'speakersChanged' && m.value.speakers.some((s) => s.sid === customer.sid && s.active)), 20_000, 'the customer to speak')
    expect(listener.received.slice(spoken).some((m) => m.case === 'speakersChanged' && m.value.speakers.some((s) => s.sid === agent.sid && s.active))).toBe(false)
    expect((await rooms.getParticipant(active.roomName, agent.identity)).tracks[0]?.muted).toBe(true)

    await rooms.mutePublishedTrack(active.roomName, agent.identity, agentTrack, false)
    await listener.next('update', 5_000, (u) => u.participants.some((p) => p.sid === agent.sid && p.tracks[0]?.muted === false))
    await waitFor(() => flowing(listener, agentTrack), 10_000, 'the agent’s audio to resume')
    await listener.leave()
  })

  it('the service’s transcript follows the mute: the agent’s lines go unsaid while muted, the customer’s are said; unmuted, the agent speaks again', async () => {
    const started = await call(sim, 'POST', '/_sim/calls', { workspace: null, body: { customerName: 'Lou Lines', duration: 0, plannedDuration: 100_000 } })
    const active = started.body as ActiveCall
    const agent = active.participants.find((p) => p.isAgent)!.identity
    const agentTrack = (await rooms.getParticipant(active.roomName, agent)).tracks[0]!.sid
    const said = async (ticks: number) => {
      const messages = new Set<string>()
      for (let i = 0; i < ticks; i++) {
        await step(sim, 1)
        const list = (await call(sim, 'GET', '/v2/api/active-calls')).body as ActiveCallList
        messages.add(list.data.find((c) => c.roomName === active.roomName)!.lastMessage)
      }
      return [...messages]
    }
    await rooms.mutePublishedTrack(active.roomName, agent, agentTrack, true)
    const whileMuted = (await said(30)).filter((text) => text !== active.lastMessage)
    expect(whileMuted.filter((text) => AGENT_LINES.includes(text))).toEqual([])
    expect(whileMuted.filter((text) => CUSTOMER_LINES.includes(text) || text === TRANSFER_LINE).length).toBeGreaterThan(0)
    await rooms.mutePublishedTrack(active.roomName, agent, agentTrack, false)
    expect((await said(60)).filter((text) => AGENT_LINES.includes(text)).length).toBeGreaterThan(0)
    await call(sim, 'POST', `/v2/api/active-calls/${active.roomName}/end-call`)
  })

  it('a media server that stops drops its humans from the call’s participants', async () => {
    const active = await liveCall('Sid Stopped')
    const visible = await join(active.roomName, 'sup-visible', { roomJoin: true, canSubscribe: true, canPublish: true, hidden: false })
    await waitFor(async () => (await participantsOf(active.roomName)).includes('sup-visible'), 10_000, 'the supervisor among the participants')
    expect((await call(sim, 'POST', '/_sim/media/stop', { workspace: null })).status).toBe(200)
    await visible.closed
    expect(await participantsOf(active.roomName)).toEqual(active.participants.map((p) => p.identity))
    expect((await call(sim, 'POST', '/_sim/media/start', { workspace: null })).status).toBe(200)
    await visible.leave()
  })
})
