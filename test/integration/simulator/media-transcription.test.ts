import type { DataPacket, DataStream_Header, ParticipantInfo } from '@livekit/protocol'
import { AccessToken } from 'livekit-server-sdk'
import { describe, expect, it } from 'vitest'
import type { ActiveCall } from '../../../src/shared/api'
import { loadSpeechClips } from '../../../src/simulator/media/speech-clips'
import type { SpokenSegment } from '../../../src/simulator/media/transcription'
import { waitFor } from '../../support/wait'
import { call, useSimulator } from './helpers'
import { isRefusal, SignalClient } from './media/signal-client'

// The rooms transcribe their conversation as a LiveKit agent does, and the
// server delivers it as LiveKit does: text streams on `lk.transcription` in
// data packets on the subscriber connection's reliable data channel. Decoded
// here from the real data channel with @livekit/protocol, as livekit-client
// does (it needs a browser's WebRTC; test/e2e/live-transcript.e2e.ts runs it).

const sim = await useSimulator({ activeCalls: 0, plan: 'business', paused: true })

interface Stream {
  header: DataStream_Header
  text: string
  /** Who sent it, as the packets say. */
  identity: string
  participantSid: string
  trailed: boolean
  at: number
}

/** The text streams in the order their headers arrived, with their chunks joined. */
function streams(client: SignalClient): Stream[] {
  const byId = new Map<string, Stream>()
  for (const { packet, at } of client.data) {
    const value = packet.value
    if (value.case === 'streamHeader') {
      byId.set(value.value.streamId, { header: value.value, text: '', identity: packet.participantIdentity, participantSid: packet.participantSid, trailed: false, at })
    } else if (value.case === 'streamChunk') {
      const stream = byId.get(value.value.streamId)!
      stream.text += new TextDecoder().decode(value.value.content)
    } else if (value.case === 'streamTrailer') {
      byId.get(value.value.streamId)!.trailed = true
    }
  }
  return [...byId.values()]
}

async function hiddenListener(roomName: string): Promise<{ client: SignalClient; others: ParticipantInfo[] }> {
  const at = new AccessToken(sim.media.apiKey, sim.media.apiSecret, { identity: 'sup-transcript', name: 'Ana', ttl: '10m' })
  at.addGrant({ roomJoin: true, room: roomName, canSubscribe: true, canPublish: false, canPublishData: false, hidden: true })
  const client = await SignalClient.connect(sim.media.url, await at.toJwt())
  if (isRefusal(client)) throw new Error(`refused: ${client.status} ${client.body}`)
  const join = await client.next('join')
  return { client, others: join.otherParticipants }
}

async function spokenIn(roomName: string): Promise<SpokenSegment[]> {
  const media = (await call(sim, 'GET', '/_sim/media', { workspace: null })).body as { rooms: { name: string; spoken: SpokenSegment[] }[] }
  return media.rooms.find((room) => room.name === roomName)?.spoken ?? []
}

describe('media rooms: the live transcript', () => {
  it('a hidden listener receives each line as interim then final text streams on lk.transcription, from its speaker, in step with the speech', async () => {
    const active = (await call(sim, 'POST', '/_sim/calls', { workspace: null, body: { hold: true, agentId: 'agt_billing', customerName: 'Tess Transcript' } }))
      .body as ActiveCall
    const { client, others } = await hiddenListener(active.roomName)
    const finals = () => streams(client).filter((stream) => stream.header.attributes['lk.transcription_final'] === 'true')
    await waitFor(() => finals().length >= 3 || undefined, 30_000, 'three final segments')
    await client.leave()

    const all = streams(client)
    const spoken = await spokenIn(active.roomName)
    const clips = loadSpeechClips()
    const participants = new Map(others.map((info) => [info.identity, info]))
    expect(client.data.every(({ label, packet }) => label === '_reliable' && packet.kind === 0)).toBe(true)
    for (const stream of all) {
      const info = participants.get(stream.identity)!
      expect(stream).toMatchObject({ trailed: true, participantSid: info.sid })
      expect(stream.header).toMatchObject({ topic: 'lk.transcription', mimeType: 'text/plain', totalLength: BigInt(new TextEncoder().encode(stream.text).length) })
      expect(stream.header.contentHeader.case).toBe('textHeader')
      expect(stream.header.attributes['lk.transcribed_track_id']).toBe(info.tracks[0]!.sid)
    }
    // Each sender's packets are numbered upward, as livekit-client drops any not above the last.
    for (const sid of new Set(client.data.map(({ packet }) => packet.participantSid))) {
      const sequences = client.data.filter(({ packet }) => packet.participantSid === sid).map(({ packet }: { packet: DataPacket }) => packet.sequence)
      expect(sequences).toEqual([...sequences].sort((a, b) => a - b))
      expect(new Set(sequences).size).toBe(sequences.length)
    }

    const ended = spoken.filter((segment) => segment.endedAtMs !== null)
    const received = all.filter((stream) => stream.header.attributes['lk.transcription_final'] === 'true')
    // The finals received are the lines said, in order, none missing between the first and the last.
    expect(ended.map((segment) => segment.segmentId).join(' ')).toContain(received.map((stream) => stream.header.attributes['lk.segment_id']).join(' '))
    for (const [index, final] of received.entries()) {
      const segmentId = final.header.attributes['lk.segment_id']!
      const segment = spoken.find((s) => s.segmentId === segmentId)!
      const speaker = segment.speaker === 'agent' ? active.participants.find((p) => p.isAgent)! : active.participants.find((p) => !p.isAgent)!
      expect(final).toMatchObject({ identity: speaker.identity, text: segment.text })
      expect(clips.find((clip) => clip.text === final.text)?.speaker).toBe(segment.speaker)
      // The final segment leaves with the line's last frame.
      expect(Math.abs(final.at - segment.endedAtMs!)).toBeLessThan(250)
      const ofSegment = all.filter((stream) => stream.header.attributes['lk.segment_id'] === segmentId)
      expect(ofSegment.at(-1)).toBe(final)
      const interims = ofSegment.slice(0, -1)
      expect(interims.every((stream) => stream.header.attributes['lk.transcription_final'] === 'false')).toBe(true)
      expect(interims.every((stream) => stream.identity === final.identity)).toBe(true)
      // Interim segments grow, word by word, toward the final one, while the line is said.
      // (The first line may have begun before the data channel opened.)
      if (index > 0) expect(interims.length).toBeGreaterThan(0)
      for (const [i, interim] of interims.entries()) {
        expect(final.text.startsWith(interim.text)).toBe(true)
        if (i > 0) expect(interim.text.length).toBeGreaterThan(interims[i - 1]!.text.length)
        expect(interim.at).toBeGreaterThanOrEqual(segment.startedAtMs)
      }
    }
    expect(new Set(received.map((stream) => stream.identity)).size).toBe(2)
  })
})
