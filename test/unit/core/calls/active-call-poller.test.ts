import { describe, expect, it } from 'vitest'
import type { ActiveCall, ActiveCallList } from '../../../../src/shared/api'
import type { CallsSnapshot } from '../../../../src/shared/bridge'
import { ApiError, type HttpRequest, type ReadAnswer, type RequestOptions } from '../../../../src/core/api'
import { ActiveCallPoller, CallsFeed, type CallsDiff, type PollerOptions } from '../../../../src/core/calls'
import { NoAnswerError, WallBehindError } from '../../../../src/core/sync'
import { FakeClock } from '../../../support/fake-clock'
import { readBy } from '../../../support/polls'
import { activeCall, callList, offline, rateLimited } from '../../../support/service-fixtures'

type Answer = ActiveCallList | Error | Promise<ActiveCallList>

function options(clock: FakeClock, visible: boolean): PollerOptions {
  return { workspaceId: 'ws_demo', clock, visible, visiblePollMs: 2_000, hiddenPollMs: 10_000, maxBackoffMs: 30_000, rateLimitPauseMs: 5_000, noAnswerSlackMs: 2_000 }
}

/** A poller over a scripted service: each poll takes the next answer (the last one repeats). */
function setup(answers: Answer[] = [callList([])], visible = true) {
  const clock = new FakeClock()
  const polls: number[] = []
  const snapshots: CallsSnapshot[] = []
  const recorded: { calls: readonly ActiveCall[]; seenAt: string; diff: CallsDiff; first: boolean }[] = []
  const outcomes: string[] = []
  /** What each poll did, in order. */
  const steps: string[] = []
  let next = 0
  const timeouts: (number | undefined)[] = []
  /** Whether the key's limiter holds requests back (a 429 of another lane). */
  const keyLimited = { now: false }
  const feed = new CallsFeed(async (_request, read, request) => {
    polls.push(clock.now())
    timeouts.push(request?.timeoutMs)
    const answer = answers[Math.min(next++, answers.length - 1)]!
    if (answer instanceof Error) throw answer
    // A stop cancels the poll, as the transport does.
    const cancelled = new Promise<never>((_resolve, reject) =>
      request?.signal?.addEventListener('abort', () => reject(new ApiError({ code: 'aborted', message: 'cancelled' }))),
    )
    const list = readBy(await Promise.race([answer, cancelled]), read)
    if ('failAfterReading' in answer) throw offline()
    return list
  })
  const poller = new ActiveCallPoller(
    {
      poll: (signal, timeoutMs) => feed.poll({ signal, timeoutMs }),
      record: (diff, seenAt, first) => {
        steps.push('record')
        recorded.push({ calls: diff.current, seenAt, diff, first })
      },
      emit: (snapshot) => {
        steps.push('emit')
        snapshots.push(snapshot)
      },
      transfersWaiting: (calls, polledAt) =>
        Object.fromEntries(calls.filter((call) => call.transferRequested).map((call) => [call.roomName, polledAt])),
      matches: () => ({}),
      succeeded: () => outcomes.push('ok'),
      keyLimited: () => keyLimited.now,
      failed: (error) =>
        outcomes.push(error instanceof NoAnswerError || error instanceof WallBehindError ? error.message : (error as { code: string }).code),
    },
    options(clock, visible),
  )
  const gaps = () => polls.slice(1).map((t, i) => t - polls[i]!)
  return { clock, poller, polls, gaps, snapshots, recorded, outcomes, steps, timeouts, keyLimited }
}

describe('ActiveCallPoller cadence', () => {
  it('polls at once, then every 2 s while visible', async () => {
    const { clock, poller, polls, gaps } = setup()
    poller.start()
    await clock.advance(10_000)
    expect(polls).toHaveLength(6)
    expect(gaps()).toEqual([2_000, 2_000, 2_000, 2_000, 2_000])
    await poller.stop()
  })

  it('polls every 10 s while hidden, and at once when shown again after more than 2 s', async () => {
    const { clock, poller, polls, gaps } = setup([callList([])], false)
    poller.start()
    await clock.advance(30_000)
    expect(gaps()).toEqual([10_000, 10_000, 10_000])
    await clock.advance(4_000)
    poller.setVisible(true)
    await clock.advance(0)
    expect(polls.at(-1)).toBe(polls[0]! + 34_000)
    await clock.advance(4_000)
    expect(gaps().slice(-2)).toEqual([2_000, 2_000])
    await poller.stop()
  })

  it('slows down when hidden without polling early', async () => {
    const { clock, poller, polls } = setup()
    poller.start()
    await clock.advance(1_000)
    poller.setVisible(false)
    await clock.advance(8_999)
    expect(polls).toHaveLength(1)
    await clock.advance(1)
    expect(polls).toEqual([polls[0], polls[0]! + 10_000])
    await poller.stop()
  })

  it('polls now after a supervisor action', async () => {
    const { clock, poller, polls } = setup()
    poller.start()
    await clock.advance(500)
    poller.pollNow()
    await clock.advance(0)
    expect(polls).toEqual([polls[0], polls[0]! + 500])
    await clock.advance(2_000)
    expect(polls.at(-1)).toBe(polls[0]! + 2_500)
    await poller.stop()
  })

  it('polls again right after a poll that was in flight during the action, which may predate it', async () => {
    let answer: (list: ActiveCallList) => void = () => undefined
    const slow = new Promise<ActiveCallList>((resolve) => (answer = resolve))
    const { clock, poller, polls } = setup([slow, callList([])])
    poller.start()
    await clock.advance(300)
    poller.pollNow()
    await clock.advance(300)
    expect(polls).toHaveLength(1)
    answer(callList([]))
    await clock.advance(0)
    expect(polls).toEqual([polls[0], polls[0]! + 600])
    await poller.stop()
  })

  it('pauses for Retry-After on a 429, ignoring actions meanwhile, then resumes its cadence', async () => {
    const { clock, poller, polls, outcomes } = setup([callList([]), rateLimited(7_000), callList([])])
    poller.start()
    await clock.advance(2_000)
    expect(outcomes).toEqual(['ok', 'RATE_LIMITED'])
    poller.pollNow()
    await clock.advance(6_999)
    expect(polls).toHaveLength(2)
    await clock.advance(1)
    expect(polls).toHaveLength(3)
    expect(polls[2]! - polls[1]!).toBe(7_000)
    await clock.advance(2_000)
    expect(polls).toHaveLength(4)
    await poller.stop()
  })

  it('says the wall is behind, and how old, while 429s hold it past one interval and the slack', async () => {
    const { clock, poller, outcomes } = setup([callList([]), rateLimited(9_000), callList([])])
    poller.start()
    await clock.advance(2_000)
    expect(outcomes).toEqual(['ok', 'RATE_LIMITED'])
    // The wall is from 0 s: 2 s of cadence and 2 s of slack, then told every interval until a poll succeeds at 11 s.
    await clock.advance(1_999)
    expect(outcomes).toHaveLength(2)
    await clock.advance(1)
    expect(outcomes.at(-1)).toBe('Behind: 4 s (the service is limiting this key)')
    await clock.advance(7_000)
    expect(outcomes.slice(2)).toEqual([
      'Behind: 4 s (the service is limiting this key)',
      'Behind: 6 s (the service is limiting this key)',
      'Behind: 8 s (the service is limiting this key)',
      'Behind: 10 s (the service is limiting this key)',
      'ok',
    ])
    await clock.advance(10_000)
    expect(outcomes.filter((o) => o.startsWith('Behind'))).toHaveLength(4)
    await poller.stop()
  })

  it("says Behind, not No answer, while the poll waits on the key's limiter rather than the service", async () => {
    const { clock, poller, outcomes, keyLimited } = setup([callList([]), new Promise<ActiveCallList>(() => undefined)])
    poller.start()
    await clock.advance(0)
    keyLimited.now = true
    await clock.advance(4_000)
    expect(outcomes).toEqual(['ok', 'Behind: 4 s (the service is limiting this key)'])
    keyLimited.now = false
    await clock.advance(2_000)
    expect(outcomes.at(-1)).toBe('No answer for 6 s')
    await poller.stop()
  })

  it('waits 5 s after a 429 without Retry-After', async () => {
    const { clock, poller, polls } = setup([rateLimited(undefined), callList([])])
    poller.start()
    await clock.advance(4_999)
    expect(polls).toHaveLength(1)
    await clock.advance(1)
    expect(polls).toHaveLength(2)
    await poller.stop()
  })

  it('hidden, backs off exponentially up to the cap on other failures, and returns to 10 s after a success', async () => {
    const failures: Answer[] = Array.from({ length: 7 }, offline)
    const { clock, poller, gaps } = setup([...failures, callList([])], false)
    poller.start()
    await clock.advance(300_000)
    expect(gaps().slice(0, 9)).toEqual([10_000, 20_000, 30_000, 30_000, 30_000, 30_000, 30_000, 10_000, 10_000])
    await poller.stop()
  })

  it('visible, keeps polling every 2 s through failures, so the wall is back within one poll of the service', async () => {
    const failures: Answer[] = Array.from({ length: 15 }, offline)
    const { clock, poller, gaps, outcomes } = setup([...failures, callList([])])
    poller.start()
    await clock.advance(30_000)
    expect(gaps()).toEqual(Array.from({ length: 15 }, () => 2_000))
    expect(outcomes.at(-1)).toBe('ok')
    await poller.stop()
  })

  it('shown again while backing off, polls within one interval instead of waiting out the back-off', async () => {
    const failures: Answer[] = Array.from({ length: 4 }, offline)
    const { clock, poller, polls } = setup([...failures, callList([])], false)
    poller.start()
    await clock.advance(61_000)
    // Hidden: polls at 0, 10 s, 30 s and 60 s, all failing; the next is due at 90 s.
    expect(polls.map((t) => t - polls[0]!)).toEqual([0, 10_000, 30_000, 60_000])
    poller.setVisible(true)
    await clock.advance(2_000)
    expect(polls.map((t) => t - polls[0]!)).toEqual([0, 10_000, 30_000, 60_000, 62_000])
    await poller.stop()
  })
})

describe('ActiveCallPoller overdue answers', () => {
  const never = () => new Promise<ActiveCallList>(() => undefined)

  it('tells a poll overdue one interval and 2 s after the last answer, then every interval, until the answer comes', async () => {
    let answer: (list: ActiveCallList) => void = () => undefined
    const late = new Promise<ActiveCallList>((resolve) => (answer = resolve))
    const { clock, poller, outcomes } = setup([callList([]), late, callList([])])
    poller.start()
    await clock.advance(3_999)
    expect(outcomes).toEqual(['ok'])
    await clock.advance(1)
    expect(outcomes).toEqual(['ok', 'No answer for 4 s'])
    await clock.advance(2_000)
    expect(outcomes).toEqual(['ok', 'No answer for 4 s', 'No answer for 6 s'])
    answer(callList([]))
    await clock.advance(10_000)
    expect(new Set(outcomes.slice(3))).toEqual(new Set(['ok']))
    await poller.stop()
  })

  it('gives the request two intervals and the slack: 6 s while visible, 22 s while hidden', async () => {
    const { clock, poller, timeouts } = setup()
    poller.start()
    await clock.advance(0)
    poller.setVisible(false)
    await clock.advance(10_000)
    expect(timeouts).toEqual([6_000, 22_000])
    await poller.stop()
  })

  it('says nothing more after a poll that got no answer: that failure already told the state', async () => {
    const { clock, poller, outcomes } = setup([callList([]), offline(), never()])
    poller.start()
    await clock.advance(20_000)
    expect(outcomes).toEqual(['ok', 'offline'])
    await poller.stop()
  })

  it('tells nothing after stop', async () => {
    const { clock, poller, outcomes } = setup([never()])
    poller.start()
    await clock.advance(0)
    await poller.stop()
    await clock.advance(20_000)
    expect(outcomes).toEqual([])
  })
})

describe('ActiveCallPoller snapshots', () => {
  it('sends the whole wall first, then diffs, emitting each poll, then recording it', async () => {
    const { clock, poller, snapshots, recorded, steps } = setup([
      callList([activeCall('room_a'), activeCall('room_b')], '2025-05-01T09:00:00.000Z'),
      callList([activeCall('room_a', { duration: 32 }), activeCall('room_b', { sentiment: 'negative' }), activeCall('room_c')]),
      callList([activeCall('room_c')]),
    ])
    poller.start()
    await clock.advance(4_000)
    expect(snapshots.map((s) => [s.full, s.added.map((c) => c.roomName), s.changed.map((c) => c.roomName), s.removed])).toEqual([
      [true, ['room_a', 'room_b'], [], []],
      [false, ['room_c'], ['room_b'], []],
      [false, [], [], ['room_a', 'room_b']],
    ])
    expect(snapshots[0]).toMatchObject({ workspaceId: 'ws_demo', count: 2, serverTime: '2025-05-01T09:00:00.000Z', polledAt: '2025-05-01T09:00:00.000Z' })
    expect(recorded.map((r) => r.calls.length)).toEqual([2, 3, 1])
    expect(recorded[1]?.seenAt).toBe('2025-05-01T09:00:02.000Z')
    // The wall does not wait for the history's writes.
    expect(steps).toEqual(['emit', 'record', 'emit', 'record', 'emit', 'record'])
    expect(poller.current().calls.map((c) => c.roomName)).toEqual(['room_c'])
    await poller.stop()
  })

  it('carries the transfers waiting in each snapshot and in the wall as of the last poll', async () => {
    const { clock, poller, snapshots } = setup([
      callList([activeCall('room_a', { transferRequested: true }), activeCall('room_b')]),
      callList([activeCall('room_b', { transferRequested: true })]),
    ])
    poller.start()
    await clock.advance(2_000)
    expect(snapshots.map((s) => s.transfersWaiting)).toEqual([{ room_a: snapshots[0]!.polledAt }, { room_b: snapshots[1]!.polledAt }])
    expect(poller.current().transfersWaiting).toEqual({ room_b: snapshots[1]!.polledAt })
    await poller.stop()
  })

  it('diffs each poll once: the history records the very diff the wall receives, the first poll since a start marked', async () => {
    const { clock, poller, snapshots, recorded } = setup([
      callList([activeCall('room_a')]),
      callList([activeCall('room_a', { sentiment: 'negative' }), activeCall('room_b')]),
    ])
    poller.start()
    await clock.advance(2_000)
    expect(recorded.map((r) => r.first)).toEqual([true, false])
    const second = recorded[1]!.diff
    expect(snapshots[1]!.added).toBe(second.added)
    expect(snapshots[1]!.changed).toBe(second.changed)
    expect(snapshots[1]!.removed).toBe(second.removed)
    expect(second.changed.map((c) => c.roomName)).toEqual(['room_a'])
    await poller.stop()
  })

  it('starts with a full snapshot again after a restart', async () => {
    const { clock, poller, snapshots } = setup([callList([activeCall('room_a')])])
    poller.start()
    await clock.advance(2_000)
    await poller.stop()
    poller.start()
    await clock.advance(0)
    expect(snapshots.map((s) => s.full)).toEqual([true, false, true])
  })

  it('fails a poll whose recording fails, and diffs the next against the last recorded poll, so the history misses nothing', async () => {
    const clock = new FakeClock()
    const answers = [
      callList([activeCall('room_a')]),
      callList([activeCall('room_a', { sentiment: 'negative' }), activeCall('room_b')]),
      callList([activeCall('room_a', { sentiment: 'negative' }), activeCall('room_b')]),
    ]
    let next = 0
    let failRecording = false
    const recorded: string[][] = []
    const emitted: CallsSnapshot[] = []
    const outcomes: string[] = []
    const feed = new CallsFeed(async (_request, read) => readBy(answers[Math.min(next++, answers.length - 1)]!, read))
    const poller = new ActiveCallPoller(
      {
        poll: (signal) => feed.poll({ signal }),
        record: (diff) => {
          if (failRecording) throw new Error('disk I/O error')
          recorded.push([...diff.added, ...diff.changed].map((c) => c.roomName))
        },
        emit: (s) => emitted.push(s),
        transfersWaiting: () => ({}),
        matches: () => ({}),
        succeeded: () => outcomes.push('ok'),
        failed: (error) => outcomes.push((error as Error).message),
        keyLimited: () => false,
      },
      options(clock, true),
    )
    poller.start()
    await clock.advance(0)
    failRecording = true
    await clock.advance(2_000)
    failRecording = false
    await clock.advance(2_000)
    expect(outcomes).toEqual(['ok', 'disk I/O error', 'ok'])
    // The wall had the second poll already; the third carries the same changes again, and this time they are recorded.
    expect(emitted.map((s) => [...s.added, ...s.changed].map((c) => c.roomName))).toEqual([['room_a'], ['room_b', 'room_a'], ['room_b', 'room_a']])
    expect(recorded).toEqual([['room_a'], ['room_b', 'room_a']])
    await poller.stop()
  })

  it('answers a view that opens after a failed poll the calls as the last kept poll saw them, though that poll renewed their durations', async () => {
    const { clock, poller, outcomes } = setup([
      callList([activeCall('room_a', { duration: 10 })]),
      // The body was read (its calls renewed), then the poll failed.
      Object.assign(callList([activeCall('room_a', { duration: 12 })]), { failAfterReading: true }),
    ])
    poller.start()
    await clock.advance(0)
    const kept = structuredClone(poller.current())
    await clock.advance(2_000)
    expect(outcomes).toEqual(['ok', 'offline'])
    expect(poller.current()).toEqual(kept)
    expect(kept.calls.map((call) => call.duration)).toEqual([10])
    await poller.stop()
  })

  it('neither records nor emits an answer that arrives after stop', async () => {
    const clock = new FakeClock()
    let answer: (list: ActiveCallList) => void = () => undefined
    const emitted: CallsSnapshot[] = []
    const recorded: unknown[] = []
    const feed = new CallsFeed(
      <T,>(_request: HttpRequest, read: ReadAnswer<T>, request?: RequestOptions) =>
        new Promise<T>((resolve, reject) => {
          answer = (list) => resolve(readBy(list, read))
          request?.signal?.addEventListener('abort', () => setTimeout(() => reject(new Error('aborted late')), 5))
        }),
    )
    const poller = new ActiveCallPoller(
      {
        poll: (signal) => feed.poll({ signal }),
        record: (diff) => recorded.push(diff),
        emit: (s) => emitted.push(s),
        transfersWaiting: () => ({}),
        matches: () => ({}),
        succeeded: () => undefined,
        failed: () => undefined,
        keyLimited: () => false,
      },
      options(clock, true),
    )
    poller.start()
    await clock.advance(0)
    const stopped = poller.stop()
    answer(callList([activeCall('room_a')]))
    await stopped
    await clock.advance(10_000)
    expect(emitted).toEqual([])
    expect(recorded).toEqual([])
  })
})
