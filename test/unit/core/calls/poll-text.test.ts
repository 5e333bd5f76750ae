import { describe, expect, it } from 'vitest'
import { NO_POLL_TEXT, parsePollText, type PollText } from '../../../../src/core/calls/poll-text'
import { activeCall } from '../../../support/service-fixtures'

/** A small seeded generator, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

type Call = Record<string, unknown>

/** Ways a service may write the same JSON: compact, pretty, Python's separators. */
const WRITERS: Record<string, (body: unknown) => string> = {
  compact: (body) => JSON.stringify(body),
  pretty: (body) => JSON.stringify(body, null, 2),
  spaced: (body) => JSON.stringify(body).replace(/([,:])(?=["{[\d-tfn])/g, '$1 '),
}

const bodyOf = (calls: readonly unknown[]) => ({ data: calls, count: calls.length, timestamp: '2030-01-01T12:00:00.000Z' })

/**
 * Parses a sequence of bodies as the poller does, each against the text kept from the one before, and holds each to
 * what JSON.parse answers as it is read (the next poll renews a poll's calls: they hold until then).
 */
function readAll(texts: readonly string[]): { bodies: unknown[]; kept: PollText[] } {
  let kept = NO_POLL_TEXT
  const bodies: unknown[] = []
  const keptTexts: PollText[] = []
  for (const [poll, text] of texts.entries()) {
    const read = parsePollText(text, kept)
    expect(read.body, `poll ${poll}`).toEqual(JSON.parse(text))
    bodies.push(read.body)
    kept = read.texts
    keptTexts.push(kept)
  }
  return { bodies, kept: keptTexts }
}

/** The next poll of a wall: durations grow, some calls change, end, start, move, or come out odd. */
function nextPoll(calls: Call[], next: () => number, serial: { n: number }): Call[] {
  const polled: Call[] = []
  // Now and then a run of calls ends together, more than the walk looks past.
  const runEnds = next() < 0.3 ? Math.floor(next() * calls.length) : -1
  for (const [place, call] of calls.entries()) {
    const roll = next()
    if (roll < 0.03 || (place >= runEnds && place < runEnds + 8)) continue
    const grown = { ...call, duration: typeof call.duration === 'number' ? call.duration + 2 : call.duration }
    if (roll < 0.1) polled.push({ ...grown, sentiment: 'negative', lastMessage: `${String(call.lastMessage)} 5" },{"duration": 1` })
    else if (roll < 0.12) polled.push({ ...grown, duration: 2.5e3 })
    else polled.push(grown)
  }
  if (next() < 0.3 && polled.length > 2) polled.splice(1, 0, polled.splice(polled.length - 1, 1)[0]!)
  // As many start as ended, and at least three.
  for (let i = 0, starting = Math.max(3, calls.length - polled.length); i < starting; i++) polled.push(oddCall(serial.n++, next))
  return polled
}

/** A call, sometimes written in a way the reader must not be fooled by. */
function oddCall(n: number, next: () => number): Call {
  const call: Call = { ...activeCall(`room_${n}`, { duration: Math.floor(next() * 900) }) }
  const roll = next()
  if (roll < 0.1) call.participants = [{ identity: 'agent', isAgent: true, joinedAt: '2030-01-01T11:40:00.000Z', duration: 3 }]
  if (roll >= 0.1 && roll < 0.2) call.customerName = 'Zoë "Zed" Ünal \\ 😀'
  if (roll >= 0.2 && roll < 0.25) call.duration = -4.5e-2
  if (roll >= 0.25 && roll < 0.3) call.duration = '12'
  if (roll >= 0.3 && roll < 0.35) delete call.roomName
  if (roll >= 0.35 && roll < 0.4) return Object.fromEntries(Object.entries(call).reverse())
  if (roll >= 0.4 && roll < 0.43) Object.defineProperty(call, '__proto__', { value: { x: 1 }, enumerable: true, writable: true, configurable: true })
  return call
}

describe('parsePollText', () => {
  for (const [writer, write] of Object.entries(WRITERS)) {
    it(`answers what JSON.parse answers, poll after poll (${writer})`, () => {
      const next = random(writer.length)
      const serial = { n: 0 }
      let calls: Call[] = Array.from({ length: 40 }, () => oddCall(serial.n++, next))
      const texts: string[] = []
      for (let poll = 0; poll < 30; poll++) {
        texts.push(write(bodyOf(calls)))
        calls = nextPoll(calls, next, serial)
      }
      const { kept } = readAll(texts)
      // Every body was followed, none handed to JSON.parse whole (which would rest the comparison of texts).
      expect(kept.map((text) => text.rest)).toEqual(texts.map(() => 0))
    })
  }

  it('takes each call that came again with another duration from the kept poll, without parsing it', () => {
    const first = [activeCall('room_a', { duration: 10 }), activeCall('room_b', { duration: 20 })]
    const second = [activeCall('room_a', { duration: 12 }), activeCall('room_b', { duration: 22, sentiment: 'negative' })]
    const { bodies } = readAll([JSON.stringify(bodyOf(first)), JSON.stringify(bodyOf(second))])
    const [before, after] = bodies.map((body) => (body as { data: Call[] }).data)
    // Taken from the kept poll: the very call parsed for the poll before, its duration renewed. A call parsed again is new.
    expect(after![0]).toBe(before![0])
    expect(before![0]!.duration).toBe(12)
    expect(after![1]).not.toBe(before![1])
  })

  it('takes a kept call itself once: listed twice, the second is a copy with its own duration', () => {
    // Also a call with a "__proto__" key, which a copy by Object.assign would turn into its prototype.
    const withProtoKey = (call: Call) => Object.defineProperty({ ...call }, '__proto__', { value: { x: 1 }, enumerable: true, writable: true, configurable: true })
    for (const odd of [false, true]) {
      const calls: Call[] = Array.from({ length: 12 }, (_, i) => activeCall(`room_${i}`, { duration: 10 }))
      if (odd) calls[8] = withProtoKey(calls[8]!)
      const [c0, c7, c8] = [calls[0]!, calls[7]!, calls[8]!]
      // room_7 changed and found past the calls the walk looks at, so the walk resumes at room_8, where it finds it twice.
      const listed = [{ ...c0, duration: 12 }, { ...c7, lastMessage: 'Changed' }, { ...c8, duration: 12 }, { ...c8, duration: 14 }]
      const { bodies } = readAll([JSON.stringify(bodyOf(calls)), JSON.stringify(bodyOf(listed))])
      const [before, after] = bodies.map((body) => (body as { data: Call[] }).data)
      expect(after!.map((call) => call.duration)).toEqual([12, 10, 12, 14])
      expect(after![3]).not.toBe(after![2])
      // The first listing is the kept call itself, unless it has the "__proto__" key, which is read afresh.
      expect(after![2] === before![8]).toBe(!odd)
    }
  })

  it('is not fooled by a nested duration, nor by a duration a later key of the same name overrides', () => {
    const nested = (inner: number, outer: number) =>
      `{"data":[{"roomName":"room_a","participants":[{"identity":"x","duration":${inner}}],"duration":${outer}}],"count":1,"timestamp":null}`
    const repeated = (first: number, last: number) => `{"data":[{"roomName":"room_a","duration":${first},"dur\\u0061tion":${last}}],"count":1,"timestamp":null}`
    // The same number in both places when the text is first read, so only where the number stands tells them apart.
    for (const texts of [
      [nested(5, 5), nested(6, 5), nested(7, 5)],
      [repeated(9, 9), repeated(10, 9), repeated(11, 9)],
    ]) {
      readAll(texts)
    }
  })

  it('throws what JSON.parse throws for a body that is not JSON, and reads the next one', () => {
    const [a, b] = [activeCall('room_a'), activeCall('room_b')].map((call) => JSON.stringify(call))
    const listing = (between: string) => `{"data":[${a}${between}${b}],"count":2,"timestamp":null}`
    const good = listing(',')
    const kept = parsePollText(good, NO_POLL_TEXT).texts
    for (const bad of [good.slice(0, -10), good.replace('"room_a"', '"room_a'), `${good}x`, listing(',,'), listing(':'), listing(' ')]) {
      expect(() => parsePollText(bad, kept)).toThrow(SyntaxError)
      expect(() => JSON.parse(bad)).toThrow(SyntaxError)
    }
    expect(parsePollText(good, kept).body).toEqual(JSON.parse(good))
  })

  it('reads a body laid out otherwise whole, and rests a poll from reading texts: the list not first, not objects, a second "data"', () => {
    const call = activeCall('room_a')
    const otherwise = [
      JSON.stringify({ count: 1, data: [call] }),
      JSON.stringify({ data: [call, null, 3] }),
      JSON.stringify({ data: [3, call] }),
      `{"data":[${JSON.stringify(call)}],"data":[]}`,
    ]
    const empty = [JSON.stringify({ data: [] }), '  {\n "data" : [ ] , "count": 0 }  ']
    for (const text of [...otherwise, ...empty]) {
      const { kept } = readAll([text, text])
      expect(kept.map((texts) => texts.rest)).toEqual(otherwise.includes(text) ? [1, 0] : [0, 0])
    }
  })

  it('rests from comparing texts when most calls come new poll after poll, longer each time, and starts again when they come again', () => {
    // A service that writes a clock into every call: no call's text comes again but for its duration.
    const ticking = (poll: number, duration = poll) =>
      JSON.stringify(bodyOf(Array.from({ length: 10 }, (_, i) => ({ ...activeCall(`room_${i}`, { duration }), lastActivity: `t${poll}` }))))
    const texts = Array.from({ length: 12 }, (_, poll) => ticking(poll))
    const { kept } = readAll(texts)
    // Poll 0 has nothing to compare with; poll 1 finds nothing again: rest 1 poll, then compare (poll 3 keeps texts, poll 4 finds nothing): rest 2, ...
    expect(kept.map((text) => text.rest)).toEqual([0, 1, 0, 0, 2, 1, 0, 0, 4, 3, 2, 1])
    // The service stops writing the clock. The last poll of the rest is read whole; the next has nothing to compare with
    // (it keeps its texts); the one after finds the calls again, and the next rest is short again.
    const steady = Array.from({ length: 4 }, (_, poll) => ticking(0, 100 + poll))
    let text = kept.at(-1)!
    const rests: number[] = []
    for (const body of steady) {
      text = parsePollText(body, text).texts
      rests.push(text.rest, text.nextRest)
    }
    expect(rests).toEqual([0, 8, 0, 8, 0, 1, 0, 1])
  })
})
