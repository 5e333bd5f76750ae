import { DisconnectReason, ParticipantInfo_State, RequestResponse_Reason, TrackSource, TrackType, AddTrackRequest } from '@livekit/protocol'
import { AccessToken, type VideoGrant } from 'livekit-server-sdk'
import { describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../src/shared/api'
import type { RunningSimulator } from '../../../src/simulator/server'
import { waitFor } from '../support/wait'
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

async function join(room: string, jwt: string): Promise<SignalClient> {
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
    const listener = await join(active.roomName, await token(active.roomName))
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
})
