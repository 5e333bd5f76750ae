import { DisconnectReason } from 'livekit-client'
import { describe, expect, it, vi } from 'vitest'
import { RoomController, type ListenState } from '../../../../../src/renderer/calls/listen/room-controller'
import type { ListenGrant, Result } from '../../../../../src/shared/bridge'
import type { HeardSegment } from '../../../../../src/renderer/calls/listen/transcript'
import { FakeParticipant, FakeRoom, FakeTextStream, FakeTrack } from './fake-room'

const grant = (roomName: string): Result<ListenGrant> => ({
  ok: true,
  value: { url: 'wss://media.example.com', token: `token-for-${roomName}`, identity: 'supervisor-abc', expiresAt: '2030-01-01T00:10:00Z' },
})

function setup(options: { outcome?: FakeRoom['connectOutcome']; grant?: (roomName: string) => Result<ListenGrant>; timeoutMs?: number } = {}) {
  const rooms: FakeRoom[] = []
  const played: FakeTrack[] = []
  const voices: string[] = []
  const stopped: FakeTrack[] = []
  const controller = new RoomController({
    createRoom: () => {
      const room = new FakeRoom()
      room.connectOutcome = options.outcome ?? 'ok'
      rooms.push(room)
      return room
    },
    fetchGrant: async (roomName) => (options.grant ?? grant)(roomName),
    playTrack: (track, identity) => {
      played.push(track as FakeTrack)
      voices.push(identity)
      return () => stopped.push(track as FakeTrack)
    },
    connectTimeoutMs: options.timeoutMs,
  })
  const states: ListenState[] = []
  controller.subscribe((state) => states.push(state))
  return { controller, rooms, played, voices, stopped, states, phases: () => states.map((s) => s.phase) }
}

describe('the room controller', () => {
  it('connects with the grant, then reports who speaks and plays subscribed audio', async () => {
    const { controller, rooms, played, voices, phases } = setup()
    await controller.listen('room-1')
    const room = rooms[0]!
    expect(room.connects).toEqual([{ url: 'wss://media.example.com', token: 'token-for-room-1' }])
    expect(phases()).toEqual(['idle', 'connecting', 'connected'])
    const agent = new FakeParticipant('agent-agt_sales')
    const customer = new FakeParticipant('customer-0123', 'Ada')
    room.join(agent)
    room.join(customer)
    expect(controller.state.participants).toEqual(['agent-agt_sales', 'Ada'])
    room.emit('activeSpeakersChanged', [customer, agent])
    expect(controller.state.speakers).toEqual(['Ada', 'agent-agt_sales'])
    room.emit('trackSubscribed', new FakeTrack('audio'), {}, agent)
    room.emit('trackSubscribed', new FakeTrack('video'), {}, customer)
    expect(played.map((t) => t.kind)).toEqual(['audio'])
    expect(voices).toEqual(['agent-agt_sales'])
  })

  it('shows reconnecting and reconnected, and a disconnect with its reason', async () => {
    const { controller, rooms } = setup()
    await controller.listen('room-1')
    rooms[0]!.emit('reconnecting')
    expect(controller.state).toMatchObject({ phase: 'reconnecting', reason: expect.stringContaining('reconnecting') })
    rooms[0]!.emit('reconnected')
    expect(controller.state).toMatchObject({ phase: 'connected', reason: null })
    rooms[0]!.emit('disconnected', DisconnectReason.ROOM_DELETED)
    expect(controller.state).toMatchObject({ phase: 'disconnected', reason: 'The call ended: its media room was closed.' })
  })

  it('says the connection was lost when livekit-client gives up reconnecting (it names no reason then)', async () => {
    const { controller, rooms } = setup()
    await controller.listen('room-1')
    rooms[0]!.emit('reconnecting')
    rooms[0]!.emit('disconnected')
    expect(controller.state).toMatchObject({ phase: 'disconnected', reason: 'The connection to the media server was lost and could not be restored.' })
  })

  it('listening to another call leaves the first room; a late event of the old room changes nothing', async () => {
    const { controller, rooms, phases } = setup()
    await controller.listen('room-1')
    await controller.listen('room-2')
    expect(rooms[0]!.disconnects).toBe(1)
    // Leaving the first room for the second is not shown as a disconnect.
    expect(phases()).toEqual(['idle', 'connecting', 'connected', 'connecting', 'connected'])
    expect(controller.state).toMatchObject({ phase: 'connected', roomName: 'room-2' })
    rooms[0]!.emit('disconnected', DisconnectReason.CLIENT_INITIATED)
    rooms[0]!.emit('activeSpeakersChanged', [new FakeParticipant('ghost')])
    expect(controller.state).toMatchObject({ phase: 'connected', roomName: 'room-2', speakers: [] })
  })

  it('leave disconnects and stops the audio; with a reason the panel says why', async () => {
    const { controller, rooms, stopped } = setup()
    await controller.listen('room-1')
    const track = new FakeTrack('audio')
    rooms[0]!.emit('trackSubscribed', track, {}, new FakeParticipant('agent-agt_sales'))
    await controller.leave('The call ended.')
    expect(rooms[0]!.disconnects).toBe(1)
    expect(stopped).toEqual([track])
    expect(controller.state).toMatchObject({ phase: 'disconnected', roomName: 'room-1', reason: 'The call ended.' })
    await controller.leave()
    expect(controller.state.phase).toBe('idle')
  })

  it('fails clearly within the timeout when the server does not answer', async () => {
    vi.useFakeTimers()
    try {
      const { controller, rooms } = setup({ outcome: 'hang', timeoutMs: 10_000 })
      const listening = controller.listen('room-1')
      await vi.advanceTimersByTimeAsync(9_999)
      expect(controller.state.phase).toBe('connecting')
      await vi.advanceTimersByTimeAsync(1)
      await listening
      expect(controller.state).toMatchObject({
        phase: 'failed',
        errorCode: 'unreachable',
        reason: expect.stringContaining('Could not reach the media server at wss://media.example.com within 10 s'),
      })
      expect(rooms[0]!.disconnects).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('reports a refused connection and a missing media server', async () => {
    const refused = setup({ outcome: new Error('could not establish signal connection') })
    await refused.controller.listen('room-1')
    expect(refused.controller.state).toMatchObject({ phase: 'failed', reason: expect.stringContaining('could not establish signal connection') })

    const unconfigured = setup({ grant: () => ({ ok: false, error: { code: 'not_configured', message: 'Listening needs a media server.' } }) })
    await unconfigured.controller.listen('room-1')
    expect(unconfigured.controller.state).toMatchObject({ phase: 'failed', errorCode: 'not_configured' })
    expect(unconfigured.rooms).toEqual([])
  })

  it('starts audio from a click when the browser blocked it', async () => {
    const { controller, rooms } = setup()
    await controller.listen('room-1')
    const room = rooms[0]!
    room.canPlaybackAudio = false
    room.emit('audioPlaybackChanged', false)
    expect(controller.state.audioBlocked).toBe(true)
    await controller.startAudio()
    expect(room.startAudioCalls).toBe(1)
    expect(controller.state.audioBlocked).toBe(false)
  })

  it('volume and mute apply to every participant, including later ones; the output device to the room', async () => {
    const { controller, rooms } = setup()
    await controller.setOutputDevice('speakers-2')
    await controller.listen('room-1')
    const room = rooms[0]!
    expect(room.devices).toEqual(['speakers-2'])
    const agent = new FakeParticipant('agent')
    room.join(agent)
    controller.setVolume(0.4)
    expect(agent.volume).toBe(0.4)
    controller.setMuted(true)
    expect(agent.volume).toBe(0)
    const late = new FakeParticipant('customer')
    room.join(late)
    room.emit('trackSubscribed', new FakeTrack('audio'), {}, late)
    expect(late.volume).toBe(0)
    controller.setMuted(false)
    expect([agent.volume, late.volume]).toEqual([0.4, 0.4])
    await controller.setOutputDevice('headset')
    expect(room.devices).toEqual(['speakers-2', 'headset'])
    // The next session keeps the supervisor's choices.
    await controller.listen('room-2')
    expect(controller.state).toMatchObject({ volume: 0.4, muted: false, outputDeviceId: 'headset' })
  })

  describe('the transcript', () => {
    const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
    const segment = (id: string, final: boolean) => new FakeTextStream(`stream-${id}-${final}`, { 'lk.segment_id': id, 'lk.transcription_final': String(final) })

    it('hears each lk.transcription stream of the room: its chunks as interim text, its end as final when it says so, with who spoke', async () => {
      const { controller, rooms } = setup()
      const heard: HeardSegment[] = []
      controller.onTranscript((segment) => heard.push(segment))
      await controller.listen('room-1')
      const room = rooms[0]!
      room.join(new FakeParticipant('agent-agt_billing', 'Billing Agent', true))
      room.join(new FakeParticipant('customer-5550123', 'Ada'))
      room.join(new FakeParticipant('sup-2', 'Grace', false, { 'switchboard.role': 'supervisor' }))

      const interim = segment('SG_1', false)
      room.streamText('lk.transcription', 'agent-agt_billing', interim)
      interim.push('Thanks for')
      interim.end()
      // An agent's own stream: text arrives in deltas, and its trailer says final.
      const delta = segment('SG_1', false)
      room.streamText('lk.transcription', 'agent-agt_billing', delta)
      delta.push('Thanks for')
      delta.push(' calling.')
      delta.end({ 'lk.transcription_final': 'true' })
      const customer = segment('SG_2', true)
      room.streamText('lk.transcription', 'customer-5550123', customer)
      customer.push('Hi.')
      customer.end()
      const supervisor = segment('SG_3', true)
      room.streamText('lk.transcription', 'sup-2', supervisor)
      supervisor.push('Hello, this is Grace.')
      supervisor.end()
      // Another topic is not the transcript.
      expect(room.textHandlers.has('lk.chat')).toBe(false)
      await flush()

      // Streams are read side by side: each segment's in its own order.
      const of = (segmentId: string) => heard.filter((h) => h.segmentId === segmentId).map((h) => [h.roomName, h.speaker.kind, h.speaker.name, h.text, h.final])
      expect(of('SG_1')).toEqual([
        ['room-1', 'agent', 'Billing Agent', 'Thanks for', false],
        ['room-1', 'agent', 'Billing Agent', 'Thanks for', false],
        ['room-1', 'agent', 'Billing Agent', 'Thanks for calling.', false],
        ['room-1', 'agent', 'Billing Agent', 'Thanks for calling.', true],
      ])
      expect(of('SG_2')).toEqual([
        ['room-1', 'customer', 'Ada', 'Hi.', false],
        ['room-1', 'customer', 'Ada', 'Hi.', true],
      ])
      expect(of('SG_3')).toEqual([
        ['room-1', 'supervisor', 'Grace', 'Hello, this is Grace.', false],
        ['room-1', 'supervisor', 'Grace', 'Hello, this is Grace.', true],
      ])
    })

    it('a stream cut off is never final; a stream of a room left is not heard; each room registers its own handler', async () => {
      const { controller, rooms } = setup()
      const heard: HeardSegment[] = []
      const stop = controller.onTranscript((segment) => heard.push(segment))
      await controller.listen('room-1')
      const old = rooms[0]!
      const cut = segment('SG_1', true)
      old.streamText('lk.transcription', 'agent', cut)
      cut.push('Thanks')
      cut.fail()
      const late = segment('SG_2', true)
      old.streamText('lk.transcription', 'agent', late)
      await flush()
      await controller.listen('room-2')
      late.push('Said after leaving')
      late.end()
      await flush()
      expect(heard.map((h) => [h.segmentId, h.text, h.final])).toEqual([['SG_1', 'Thanks', false]])
      expect(rooms[1]!.textHandlers.has('lk.transcription')).toBe(true)
      stop()
      const next = segment('SG_3', true)
      rooms[1]!.streamText('lk.transcription', 'agent', next)
      next.push('Unheard')
      next.end()
      await flush()
      expect(heard).toHaveLength(1)
    })
  })
})
