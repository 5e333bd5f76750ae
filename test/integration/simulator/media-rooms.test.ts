import {
  AddTrackRequest,
  DisconnectReason,
  LeaveRequest_Action,
  ParticipantInfo_State,
  Ping,
  RequestResponse_Reason,
  SimulateScenario,
  TrackSource,
  TrackType,
  UpdateParticipantMetadata,
} from '@livekit/protocol'
import { AccessToken, type VideoGrant } from 'livekit-server-sdk'
import { describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../src/shared/api'
import type { RunningSimulator } from '../../../src/simulator/server'
import { waitFor } from '../../support/wait'
import { call, useSimulator } from './helpers'
import { isRefusal, SignalClient, type Refusal } from './media/signal-client'

const sim = await useSimulator({ activeCalls: 0, plan: 'business', paused: true })

/** A token like the console's listen token (mintListenToken) unless told otherwise. */
async function token(room: string, options: { grant?: VideoGrant; identity?: string; ttl?: number | string; secret?: string; key?: string } = {}) {
  const at = new AccessToken(options.key ?? sim.media.apiKey, options.secret ?? sim.media.apiSecret, {
    identity: options.identity ?? `supervisor-${Math.random().toString(16).slice(2, 10)}`,
    name: 'Supervisor',
    ttl: options.ttl ?? '10m',
  })
  at.addGrant(options.grant ?? { roomJoin: true, room, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true })
  return at.toJwt()
}

async function liveCall(simulator: RunningSimulator = sim, customerName = 'Maya Media'): Promise<ActiveCall> {
  const answer = await call(simulator, 'POST', '/_sim/calls', { workspace: null, body: { hold: true, customerName, duration: 20 } })
  return answer.body as ActiveCall
}

async function join(jwt: string): Promise<SignalClient> {
  const client = await SignalClient.connect(sim.media.url, jwt)
  if (isRefusal(client)) throw new Error(`refused: ${client.status} ${client.body}`)
  return client
}

async function refusal(jwt: string): Promise<Refusal> {
  const result = await SignalClient.connect(sim.media.url, jwt)
  if (!isRefusal(result)) {
    await result.leave()
    throw new Error('the server accepted the token')
  }
  return result
}

/** What livekit-client reads after a refused upgrade. */
async function validate(jwt: string): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sim.media.url.replace('ws:', 'http:')}/rtc/validate?access_token=${jwt}`)
  return { status: response.status, text: await response.text() }
}

describe('media rooms: joining a call as a listener', () => {
  it('a listen token joins the call room: join response with the agent and the customer, a subscriber offer, audio on both tracks', async () => {
    const active = await liveCall()
    const listener = await join(await token(active.roomName))
    const joined = await listener.next('join')
    expect(joined.room?.name).toBe(active.roomName)
    expect(joined.subscriberPrimary).toBe(true)
    expect(joined.participant?.permission).toMatchObject({ hidden: true, canPublish: false, canSubscribe: true })
    const identities = joined.otherParticipants.map((p) => p.identity).sort()
    expect(identities).toEqual(active.participants.map((p) => p.identity).sort())
    for (const participant of joined.otherParticipants) expect(participant.tracks[0]).toMatchObject({ type: TrackType.AUDIO, source: TrackSource.MICROPHONE, mimeType: 'audio/opus' })

    const offer = await listener.next('offer')
    expect(offer.sdp).toContain('opus/48000')
    expect(offer.sdp).toMatch(/a=msid:PA_\w+\|TR_\w+ /)
    const trackSids = joined.otherParticipants.map((p) => p.tracks[0]!.sid)
    // 50 packets a second per track once ICE and DTLS are up on loopback.
    await waitFor(() => trackSids.every((sid) => (listener.packets.get(sid) ?? 0) > 25), 15_000, 'audio packets on both tracks')
    await listener.leave()
  })

  it('two listeners on one room both receive the audio, and neither is announced to the other', async () => {
    const active = await liveCall(sim, 'Tom Two')
    const first = await join(await token(active.roomName))
    const second = await join(await token(active.roomName))
    const joined = await second.next('join')
    expect(joined.otherParticipants.map((p) => p.identity).sort()).toEqual(active.participants.map((p) => p.identity).sort())
    const trackSids = joined.otherParticipants.map((p) => p.tracks[0]!.sid)
    for (const listener of [first, second]) {
      await waitFor(() => trackSids.every((sid) => (listener.packets.get(sid) ?? 0) > 25), 15_000, 'audio packets on both tracks')
    }
    expect([...first.received, ...second.received].filter((m) => m.case === 'update')).toEqual([])
    const media = (await call(sim, 'GET', '/_sim/media', { workspace: null })).body as { rooms: { name: string; participants: { hidden: boolean }[] }[] }
    expect(media.rooms.find((room) => room.name === active.roomName)?.participants).toEqual([
      expect.objectContaining({ hidden: true }),
      expect.objectContaining({ hidden: true }),
    ])
    await Promise.all([first.leave(), second.leave()])
  })

  it('a visible participant is announced to the listeners when it joins and when it leaves', async () => {
    const active = await liveCall(sim, 'Vera Visible')
    const listener = await join(await token(active.roomName))
    await listener.next('join')
    const visible = await join(await token(active.roomName, { identity: 'observer', grant: { roomJoin: true, room: active.roomName, canSubscribe: true, canPublish: false } }))
    await visible.next('join')
    expect((await listener.next('update')).participants[0]).toMatchObject({ identity: 'observer', state: ParticipantInfo_State.ACTIVE })
    await visible.leave()
    await listener.next('update', 5_000, (update) => update.participants[0]?.state === ParticipantInfo_State.DISCONNECTED)
    await listener.leave()
  })

  it('active-speaker updates follow the conversation: the agent and the customer take turns', async () => {
    const active = await liveCall(sim, 'Sam Speaker')
    const listener = await join(await token(active.roomName))
    const joined = await listener.next('join')
    const nameOf = new Map(joined.otherParticipants.map((p) => [p.sid, p.name]))
    const talking = () =>
      listener.received.flatMap((m) => (m.case === 'speakersChanged' ? m.value.speakers.filter((s) => s.active).map((s) => nameOf.get(s.sid)) : []))
    await waitFor(() => new Set(talking()).size === 2, 20_000, 'both sides to speak')
    const turns = talking().filter((name, index, all) => name !== all[index - 1])
    expect(turns.slice(0, 2)).toEqual(['Sales Agent', 'Sam Speaker'])
    await listener.leave()
  })

  it('ending the call deletes its room: listeners get a leave with ROOM_DELETED and the socket closes', async () => {
    const active = await liveCall(sim, 'Ed Ended')
    const listener = await join(await token(active.roomName))
    await listener.next('join')
    expect((await call(sim, 'POST', `/v2/api/active-calls/${active.roomName}/end-call`)).status).toBe(200)
    expect(await listener.next('leave')).toMatchObject({ reason: DisconnectReason.ROOM_DELETED, canReconnect: false })
    await listener.closed
    expect(await validate(await token(active.roomName))).toEqual({ status: 404, text: 'requested room does not exist' })
  })
})

describe('media rooms: tokens, refused the way LiveKit refuses them', () => {
  it('an expired token is refused with 401, and /rtc/validate says why', async () => {
    const active = await liveCall(sim, 'Xena Expired')
    const expired = await token(active.roomName, { ttl: -60 })
    expect(await refusal(expired)).toEqual({ status: 401, body: 'invalid authorization token: token is expired (exp)' })
    expect(await validate(expired)).toEqual({ status: 401, text: 'invalid authorization token: token is expired (exp)' })
  })

  it('a token signed with the wrong secret, or for an unknown key, is refused with 401', async () => {
    const active = await liveCall(sim, 'Will Wrong')
    expect(await refusal(await token(active.roomName, { secret: 'another-secret-that-is-long-enough-to-sign' }))).toEqual({
      status: 401,
      body: 'invalid authorization token: signature is invalid',
    })
    expect(await refusal(await token(active.roomName, { key: 'APIunknown' }))).toEqual({ status: 401, body: 'invalid API key' })
    expect(await refusal('not-a-token')).toEqual({ status: 401, body: 'invalid authorization token' })
  })

  it('a token names its room: one for another call joins that call, one for a room that does not exist is refused with 404', async () => {
    const mine = await liveCall(sim, 'Rita Room')
    const other = await liveCall(sim, 'Otto Other')
    // Used for the supervisor's call, a token minted for another call joins that other call, never this one.
    const listener = await join(await token(other.roomName))
    const joined = await listener.next('join')
    expect(joined.room?.name).toBe(other.roomName)
    expect(joined.room?.name).not.toBe(mine.roomName)
    await listener.leave()
    expect(await refusal(await token('room_doesnotexist'))).toEqual({ status: 404, body: 'requested room does not exist' })
    expect(await validate(await token('room_doesnotexist'))).toEqual({ status: 404, text: 'requested room does not exist' })
  })

  it('a token without a join grant is refused', async () => {
    const active = await liveCall(sim, 'Nora Nogrant')
    expect(await refusal(await token(active.roomName, { grant: { roomJoin: false, room: active.roomName } }))).toEqual({ status: 401, body: 'permissions denied' })
    expect(await validate(await token(active.roomName))).toEqual({ status: 200, text: 'success' })
  })

  it('a listener token may not publish: an AddTrackRequest is answered NOT_ALLOWED, as LiveKit does', async () => {
    const active = await liveCall(sim, 'Pia Publish')
    const listener = await join(await token(active.roomName))
    await listener.next('join')
    const addTrack = new AddTrackRequest({ cid: 'mic-1', name: 'microphone', type: TrackType.AUDIO, source: TrackSource.MICROPHONE })
    listener.send({ case: 'addTrack', value: addTrack })
    const answer = await listener.next('requestResponse')
    expect(answer).toMatchObject({ reason: RequestResponse_Reason.NOT_ALLOWED, request: { case: 'addTrack', value: { cid: 'mic-1' } } })
    expect(listener.received.some((m) => m.case === 'trackPublished')).toBe(false)
    await listener.leave()
  })
})

describe('media rooms: what a listener does not need is answered, not ignored', () => {
  it('requests outside the subset get a RequestResponse saying so; metadata updates are NOT_ALLOWED', async () => {
    const active = await liveCall(sim, 'Una Unsupported')
    const listener = await join(await token(active.roomName))
    await listener.next('join')
    listener.send({ case: 'simulate', value: new SimulateScenario({ scenario: { case: 'speakerUpdate', value: 3 } }) })
    expect(await listener.next('requestResponse')).toMatchObject({ reason: RequestResponse_Reason.UNSUPPORTED_TYPE, message: expect.stringContaining('simulate is not supported') })
    listener.send({ case: 'updateMetadata', value: new UpdateParticipantMetadata({ metadata: 'x', name: 'y', requestId: 7 }) })
    expect(await listener.next('requestResponse', 5_000, (r) => r.request.case === 'updateMetadata')).toMatchObject({ reason: RequestResponse_Reason.NOT_ALLOWED })
    await listener.leave()
  })

  it('pings are answered; the single peer connection path is 404, so livekit-client falls back to /rtc', async () => {
    const active = await liveCall(sim, 'Pete Ping')
    const listener = await join(await token(active.roomName))
    await listener.next('join')
    listener.send({ case: 'pingReq', value: new Ping({ timestamp: 1234n }) })
    expect((await listener.next('pongResp')).lastPingTimestamp).toBe(1234n)
    await listener.leave()
    const v1 = await fetch(`${sim.media.url.replace('ws:', 'http:')}/rtc/v1/validate?access_token=${await token(active.roomName)}`)
    expect(v1.status).toBe(404)
    expect(await v1.text()).not.toContain('requested room does not exist')
  })

  it('a resume of a session the server no longer has is asked to join again (leave with RECONNECT)', async () => {
    const active = await liveCall(sim, 'Rhea Resume')
    const again = await SignalClient.connect(sim.media.url, await token(active.roomName), { reconnect: '1', sid: 'PA_gone' })
    if (isRefusal(again)) throw new Error('refused')
    expect(await again.next('leave')).toMatchObject({ reason: DisconnectReason.STATE_MISMATCH, action: LeaveRequest_Action.RECONNECT })
    await again.closed
  })
})
