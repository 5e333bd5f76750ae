import { describe, expect, it } from 'vitest'
import { RoomController } from '../../../../../src/renderer/calls/listen/room-controller'
import { StepInController, type StepInCommand } from '../../../../../src/renderer/calls/step-in/step-in-controller'
import type { ListenGrant, Result, StepInMode, StepInResult } from '../../../../../src/shared/bridge'
import { FakeRoom } from '../listen/fake-room'

const grant = (identity: string, token = `token-${identity}`): ListenGrant => ({
  url: 'wss://media.example.com',
  token,
  identity,
  expiresAt: '2030-01-01T00:10:00Z',
})

const answer = (mode: StepInMode, fields: Partial<StepInResult> = {}): Result<StepInResult> => ({
  ok: true,
  value: { roomName: 'room-1', mode, rejoin: null, message: `now ${mode}`, ...fields },
})

/** Core as the renderer sees it: each command answered from `answers`, every call recorded. */
function setup(options: { answers?: Partial<Record<StepInCommand, Result<StepInResult>>>; pushToTalk?: boolean; deviceId?: string } = {}) {
  const rooms: FakeRoom[] = []
  const room = new RoomController({
    createRoom: () => {
      const created = new FakeRoom()
      rooms.push(created)
      return created
    },
    fetchGrant: async () => ({ ok: true, value: grant('supervisor-abc') }),
    playTrack: () => () => undefined,
  })
  const calls: { command: StepInCommand; identity: string }[] = []
  const answers: Partial<Record<StepInCommand, Result<StepInResult>>> = {
    'calls.barge': answer('barging'),
    'calls.takeOver': answer('takeover'),
    'calls.handBack': answer('listening'),
    'calls.stopSpeaking': answer('listening'),
    ...options.answers,
  }
  const controller = new StepInController({
    room,
    invoke: async (command, args) => {
      calls.push({ command, identity: args.identity })
      return answers[command]!
    },
    speaking: () => ({ deviceId: options.deviceId ?? 'mic-2', pushToTalk: options.pushToTalk ?? false }),
  })
  const microphone = () => rooms.at(-1)!.localParticipant.microphone
  return { room, rooms, controller, calls, answers, microphone }
}

describe('stepping into a call', () => {
  it('barging joins the call first, names the listening session, and opens the chosen microphone with a call’s processing', async () => {
    const { controller, room, rooms, calls, microphone } = setup()
    await controller.barge('room-1')
    expect(room.state).toMatchObject({ phase: 'connected', roomName: 'room-1', microphone: 'on', microphoneMuted: false })
    expect(calls).toEqual([{ command: 'calls.barge', identity: 'supervisor-abc' }])
    expect(rooms[0]!.localParticipant.captures).toEqual([{ deviceId: 'mic-2', echoCancellation: true, noiseSuppression: true, autoGainControl: true }])
    expect(microphone()).toMatchObject({ muted: false, stopped: false })
    expect(controller.state).toMatchObject({ roomName: 'room-1', mode: 'barging', pending: null, message: 'now barging', error: null })
  })

  it('the system default microphone is asked for without a device id', async () => {
    const { controller, rooms } = setup({ deviceId: '' })
    await controller.barge('room-1')
    expect(rooms[0]!.localParticipant.captures).toEqual([{ echoCancellation: true, noiseSuppression: true, autoGainControl: true }])
  })

  it('with push-to-talk the microphone is published silenced until Space is held', async () => {
    const { controller, room, microphone } = setup({ pushToTalk: true })
    await controller.barge('room-1')
    expect(microphone()!.muted).toBe(true)
    expect(room.state.microphoneMuted).toBe(true)
    await controller.setMuted(false)
    expect(microphone()!.muted).toBe(false)
    await controller.setMuted(true)
    expect(microphone()!.muted).toBe(true)
  })

  it('a grant in the answer is joined before the microphone opens, in a new connection to the same call', async () => {
    const { controller, room, rooms, calls } = setup({ answers: { 'calls.barge': answer('barging', { rejoin: grant('supervisor-abc', 'barge-token') }) } })
    await controller.barge('room-1')
    expect(rooms).toHaveLength(2)
    expect(rooms[0]!.disconnects).toBe(1)
    expect(rooms[1]!.connects).toEqual([{ url: 'wss://media.example.com', token: 'barge-token' }])
    expect(rooms[1]!.localParticipant.microphone).not.toBeNull()
    expect(room.state).toMatchObject({ phase: 'connected', roomName: 'room-1', microphone: 'on' })
    expect(controller.state.mode).toBe('barging')
    await controller.stopSpeaking()
    expect(calls.map((c) => c.command)).toEqual(['calls.barge', 'calls.stopSpeaking'])
  })

  it('a refusal is said and nothing opens', async () => {
    const refusal: Result<StepInResult> = { ok: false, error: { code: 'taken_over', message: 'Ana has already taken over this call.' } }
    const { controller, room } = setup({ answers: { 'calls.takeOver': refusal } })
    await controller.takeOver('room-1')
    expect(controller.state).toMatchObject({ mode: 'listening', error: 'Ana has already taken over this call.', pending: null })
    expect(room.state.microphone).toBe('off')
  })

  it('a microphone the system refuses steps back out, and says to allow it', async () => {
    const { controller, room, rooms, calls } = setup()
    await room.listen('room-1')
    rooms[0]!.localParticipant.refusal = Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' })
    await controller.barge('room-1')
    expect(calls.map((c) => c.command)).toEqual(['calls.barge', 'calls.stopSpeaking'])
    expect(controller.state).toMatchObject({ mode: 'listening', microphoneDenied: true, error: 'Switchboard may not use the microphone.' })
    expect(room.state.microphone).toBe('off')
  })

  it('take over, hand back: the microphone stays open while taken over and closes when back to listening', async () => {
    const { controller, room, calls, microphone } = setup()
    await controller.barge('room-1')
    await controller.takeOver('room-1')
    expect(controller.state.mode).toBe('takeover')
    expect(microphone()!.stopped).toBe(false)
    const open = microphone()!
    await controller.handBack()
    expect(calls.map((c) => c.command)).toEqual(['calls.barge', 'calls.takeOver', 'calls.handBack'])
    expect(controller.state).toMatchObject({ mode: 'listening', roomName: null, message: 'now listening' })
    expect(open.stopped).toBe(true)
    expect(room.state.microphone).toBe('off')
  })

  it('leaving closes the microphone before core answers, and even when it fails', async () => {
    const failed: Result<StepInResult> = { ok: false, error: { code: 'offline', message: 'Offline.' } }
    const { controller, room, microphone } = setup({ answers: { 'calls.stopSpeaking': failed } })
    await controller.takeOver('room-1')
    const open = microphone()!
    await controller.stopSpeaking()
    expect(open.stopped).toBe(true)
    expect(room.state.microphone).toBe('off')
    // Core still has the call taken over: Hand back and Leave stay offered, with why it failed.
    expect(controller.state).toMatchObject({ mode: 'takeover', error: 'Offline.', pending: null })
  })

  it('the connection ending while taken over says the call went back to its agent', async () => {
    const { controller, rooms } = setup()
    await controller.takeOver('room-1')
    rooms[0]!.emit('disconnected', 4)
    expect(controller.state).toMatchObject({ mode: 'listening', roomName: null, message: expect.stringMatching(/went back to its AI agent automatically/) })
  })

  it('a call that ends while stepped in leaves nothing to hand back and says nothing of it', async () => {
    const { controller, room, calls } = setup()
    await controller.takeOver('room-1')
    controller.callEnded()
    await room.leave('The call ended.')
    expect(controller.state).toEqual({ roomName: null, mode: 'listening', pending: null, message: null, error: null, microphoneDenied: false })
    expect(calls.map((c) => c.command)).toEqual(['calls.takeOver'])
  })

  it('barging into another call first stops speaking in the one before', async () => {
    const { controller, calls, answers, room } = setup()
    await controller.barge('room-1')
    answers['calls.barge'] = answer('barging', { roomName: 'room-2' })
    await controller.barge('room-2')
    expect(calls.map((c) => c.command)).toEqual(['calls.barge', 'calls.stopSpeaking', 'calls.barge'])
    expect(room.state.roomName).toBe('room-2')
    expect(controller.state).toMatchObject({ roomName: 'room-2', mode: 'barging' })
  })
})

describe('a permission changed in place', () => {
  it('the microphone waits for the room to hear that it may publish, when core answered first', async () => {
    const { controller, room, rooms } = setup()
    await room.listen('room-1')
    const local = rooms[0]!.localParticipant
    local.permissions = { canPublish: false }
    const barging = controller.barge('room-1')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(local.microphone).toBeNull()
    local.permissions = { canPublish: true }
    rooms[0]!.emit('participantPermissionsChanged')
    await barging
    expect(local.microphone).not.toBeNull()
    expect(controller.state.mode).toBe('barging')
  })
})
