/**
 * A poll's body read from its text, taking from the kept poll each call whose
 * text is the same but for its duration's number instead of parsing it again:
 * nearly every call of a poll, since the service lists the same calls in the
 * same order and only their durations grow (10,000 calls: JSON.parse of the
 * whole body was most of a poll's reading). The kept call itself is taken, its
 * duration set to the new one: a poll's calls are the previous poll's objects
 * renewed, so what a poll answers holds until the next poll is read (copies
 * kept one poll each cost the collector a fifth of a poll).
 *
 * It answers what `JSON.parse(text)` answers, or throws what it throws: any body
 * not laid out as `{"data":[{…},…],…}`, and any part it cannot follow, is
 * handed to JSON.parse whole. A service whose calls' texts change otherwise
 * than by their duration poll after poll (most calls new in a poll that had
 * kept ones to compare with), or whose body it cannot follow, has its bodies
 * read whole for a while, twice as long each time (up to `MAX_REST` polls):
 * reading every call's text anew costs about 2.5× JSON.parse.
 */

/**
 * A poll's body as the next poll compares with it: the text, and per call (in
 * the body's order) where its text starts and ends, where its duration's number
 * starts and ends (−1 when the number is not cut out: the call's whole text
 * must then come again), and what JSON.parse made of it. Only the last poll's
 * text is kept, whatever calls it holds.
 */
export class PollText {
  readonly starts: number[] = []
  readonly numberStarts: number[] = []
  readonly numberEnds: number[] = []
  readonly ends: number[] = []
  readonly raws: unknown[] = []

  /**
   * `rest`: how many polls are read whole before texts are compared again (this
   * one holds no calls then); `nextRest`: how many the next rest will be.
   */
  constructor(
    readonly text: string,
    readonly rest = 0,
    public nextRest = 1,
  ) {}

  get length(): number {
    return this.raws.length
  }

  add(start: number, numberStart: number, numberEnd: number, end: number, raw: unknown): void {
    this.starts.push(start)
    this.numberStarts.push(numberStart)
    this.numberEnds.push(numberEnd)
    this.ends.push(end)
    this.raws.push(raw)
  }
}

/** Before the first poll. */
export const NO_POLL_TEXT = new PollText('')

/** The longest rest: a service that changed its ways is compared again within about two minutes of 2-s polls. */
const MAX_REST = 64

/** How many kept calls past the expected one a call's text is compared with before it is parsed. */
const MAX_SKIPPED = 4
/** How far past the expected kept call a changed call's roomName is looked for before the kept calls are indexed by it. */
const MAX_LOOKED_AHEAD = 256
/**
 * How many new calls' texts one JSON.parse reads: a list of about 50 KiB, which
 * V8 allocates among the young objects (a text over 128 KiB goes to the old
 * generation and can start a whole-heap marking on the collector's threads).
 */
const PARSED_TOGETHER = 100
const LIST_START = /^[ \t\n\r]*\{[ \t\n\r]*"data"[ \t\n\r]*:[ \t\n\r]*\[/
const ROOM_NAME_KEY = '"roomName":'
const DURATION_NAME = '"duration"'
const DURATION_KEY = `${DURATION_NAME}:`

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const MINUS = 0x2d
const PLUS = 0x2b
const DOT = 0x2e
const ZERO = 0x30
const NINE = 0x39
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d

/** The body as JSON.parse answers it, and its text for the next poll to compare with. */
export function parsePollText(text: string, kept: PollText): { body: unknown; texts: PollText } {
  if (kept.rest > 0) return { body: JSON.parse(text) as unknown, texts: new PollText('', kept.rest - 1, kept.nextRest) }
  /** The rest that starts after this poll, twice as long as the last. */
  const restAfter = () => new PollText('', kept.nextRest, Math.min(MAX_REST, kept.nextRest * 2))
  const whole = () => ({ body: JSON.parse(text) as unknown, texts: restAfter() })
  const start = LIST_START.exec(text)?.[0].length
  if (start === undefined) return whole()
  const texts = new PollText(text, 0, kept.nextRest)
  let renewed = 0
  /** The last kept call taken itself: a kept call the walk meets again (a call listed twice) is taken as a copy. */
  let taken = -1
  /** The calls whose text is new, by place: parsed together after the walk (JSON.parse call by call costs about twice as much). */
  const fresh: number[] = []
  let at = skipSpace(text, start)
  /**
   * The kept call the walk expects next, and where it resumes if the next calls are not there: past a kept call found
   * far ahead (the calls between ended, or that one call moved: the calls after it tell which).
   */
  let next = 0
  let resumeAt = -1
  let byRoom: Map<string, number> | undefined
  /** Where a kept call of this roomName stands at or past `from`, or -1: looked for ahead, then in an index made once. */
  const placeOf = (roomName: string, from: number): number => {
    const stop = Math.min(kept.length, from + MAX_LOOKED_AHEAD)
    for (let k = from; k < stop; k++) if ((kept.raws[k] as { roomName?: unknown }).roomName === roomName) return k
    if (stop === kept.length) return -1
    byRoom ??= indexByRoom(kept)
    const found = byRoom.get(roomName)
    return found !== undefined && found >= from ? found : -1
  }
  if (text.charCodeAt(at) === CLOSE_BRACKET) at++
  else {
    for (;;) {
      if (text.charCodeAt(at) !== OPEN_BRACE) return whole()
      // Taken from one of the few kept calls from `next` on, else from `resumeAt` on, if its text is one of theirs.
      let end = -1
      for (let from = next, tries = resumeAt < 0 ? 1 : 2; end < 0 && tries > 0; from = resumeAt, tries--) {
        const stop = Math.min(kept.length, from + MAX_SKIPPED + 1)
        for (let k = from; k < stop && end < 0; k++) {
          end = sameAs(text, at, kept, k)
          if (end >= 0) {
            renew(texts, at, end, kept, k, k > taken)
            taken = Math.max(taken, k)
            renewed++
            next = k + 1
          }
        }
      }
      if (end < 0) {
        end = valueEnd(text, at)
        if (end < 0) return whole()
        fresh.push(texts.length)
        texts.add(at, -1, -1, end, undefined)
        // A changed or new call: the walk goes on past a kept call of its roomName (the calls it passes were not listed: they ended).
        const roomName = roomNameIn(text.slice(at, end))
        const found = roomName === undefined ? -1 : placeOf(roomName, next)
        if (found >= 0 && found <= next + MAX_SKIPPED) next = found + 1
        else if (found >= 0) resumeAt = found + 1
      }
      at = skipSpace(text, end)
      const separator = text.charCodeAt(at++)
      if (separator === CLOSE_BRACKET) break
      if (separator !== COMMA) return whole()
      at = skipSpace(text, at)
    }
  }
  const rest = text.slice(at)
  // A second "data" key would be the one JSON.parse keeps.
  if (rest.includes('"data"')) return whole()
  let body: unknown
  let raws: unknown[]
  try {
    body = JSON.parse(`${text.slice(0, start)}]${rest}`)
    // Each text is one whole value (its brackets matched past strings), so a list of them holds them one for one.
    raws = []
    for (let i = 0; i < fresh.length; i += PARSED_TOGETHER) {
      const together = fresh.slice(i, i + PARSED_TOGETHER).map((place) => text.slice(texts.starts[place], texts.ends[place]))
      raws.push(...(JSON.parse(`[${together.join(',')}]`) as unknown[]))
    }
  } catch {
    return whole()
  }
  fresh.forEach((place, i) => cut(texts, place, raws[i]))
  ;(body as { data: unknown[] }).data = texts.raws.slice()
  if (kept.length > 0 && renewed * 2 < texts.length) return { body, texts: restAfter() }
  // Compared, and most came again: the next rest is short again. (With nothing to compare with, the poll tells nothing.)
  if (kept.length > 0) texts.nextRest = 1
  return { body, texts }
}

function indexByRoom(kept: PollText): Map<string, number> {
  const places = new Map<string, number>()
  kept.raws.forEach((raw, place) => {
    const roomName = (raw as { roomName?: unknown }).roomName
    if (typeof roomName === 'string' && !places.has(roomName)) places.set(roomName, place)
  })
  return places
}

/** The call's roomName as written, when it has no escape (only to find its kept text: a miss costs time, not truth). */
function roomNameIn(call: string): string | undefined {
  const key = call.indexOf(ROOM_NAME_KEY)
  if (key < 0) return undefined
  const from = skipSpace(call, key + ROOM_NAME_KEY.length)
  if (call.charCodeAt(from) !== QUOTE) return undefined
  const name = call.slice(from + 1, call.indexOf('"', from + 1))
  return name.includes('\\') ? undefined : name
}

/** Where the call at `at` ends when its text is kept call `k`'s with any duration, else -1. */
function sameAs(text: string, at: number, kept: PollText, k: number): number {
  const start = kept.starts[k]!
  const numberStart = kept.numberStarts[k]!
  const end = kept.ends[k]!
  if (numberStart < 0) return sameText(text, at, kept.text, start, end - start) ? at + end - start : -1
  const headLength = numberStart - start
  if (!sameText(text, at, kept.text, start, headLength)) return -1
  const numberEnd = numberEndAt(text, at + headLength)
  const tailLength = end - kept.numberEnds[k]!
  return numberEnd >= 0 && sameText(text, numberEnd, kept.text, kept.numberEnds[k]!, tailLength) ? numberEnd + tailLength : -1
}

/** Whether `a` at `aAt` and `b` at `bAt` hold the same `length` characters: slices compared whole (as memory; `startsWith` goes a character at a time). */
function sameText(a: string, aAt: number, b: string, bAt: number, length: number): boolean {
  return a.charCodeAt(aAt) === b.charCodeAt(bAt) && a.substr(aAt, length) === b.substr(bAt, length)
}

/**
 * Kept call `k` again, from `at` to `end` (`sameAs`), with the duration written there: the kept call itself
 * (`itself`), or a copy.
 */
function renew(texts: PollText, at: number, end: number, kept: PollText, k: number, itself: boolean): void {
  const numberStart = kept.numberStarts[k]!
  if (numberStart < 0) {
    texts.add(at, -1, -1, end, kept.raws[k])
    return
  }
  const start = at + numberStart - kept.starts[k]!
  const numberEnd = end - (kept.ends[k]! - kept.numberEnds[k]!)
  // Object.assign rather than a spread: a spread's copy gets a new hidden class, and every read of the calls slows down
  // with them. A call with a "__proto__" key is never taken this way (`cut`): Object.assign would set its prototype.
  const raw = (itself ? kept.raws[k] : Object.assign({}, kept.raws[k])) as { duration: number }
  raw.duration = Number(texts.text.slice(start, numberEnd))
  texts.add(at, start, numberEnd, end, raw)
}

/**
 * A new call's text and what it parses to, its duration's number cut out when
 * that number is the call's duration: the first `"duration":` must be the call's
 * own key, not a nested object's nor one that a later key of the same name
 * overrides. Spelled once, and with no `\u` escape that could spell the name
 * another way, it is; otherwise the text is parsed again with another number
 * there, which must come out as the duration.
 */
function cut(texts: PollText, place: number, raw: unknown): void {
  texts.raws[place] = raw
  const start = texts.starts[place]!
  const call = texts.text.slice(start, texts.ends[place])
  const duration = typeof raw === 'object' && raw !== null ? (raw as { duration?: unknown }).duration : undefined
  const key = call.indexOf(DURATION_KEY)
  if (typeof duration !== 'number' || key < 0 || Object.hasOwn(raw as object, '__proto__')) return
  const numberStart = skipSpace(call, key + DURATION_KEY.length)
  const numberEnd = numberEndAt(call, numberStart)
  if (numberEnd < 0) return
  const once = call.indexOf(DURATION_NAME) === key && call.indexOf(DURATION_NAME, key + 1) < 0 && !call.includes('\\u')
  if (!once) {
    const probe = duration === -1 ? -2 : -1
    const probed: unknown = JSON.parse(`${call.slice(0, numberStart)}${probe}${call.slice(numberEnd)}`)
    if ((probed as { duration?: unknown }).duration !== probe) return
  } else if (Number(call.slice(numberStart, numberEnd)) !== duration) return
  texts.numberStarts[place] = start + numberStart
  texts.numberEnds[place] = start + numberEnd
}

/** The end of the JSON number at `at`, or -1 when none starts there. */
function numberEndAt(text: string, at: number): number {
  let i = at
  if (text.charCodeAt(i) === MINUS) i++
  if (text.charCodeAt(i) === ZERO) i++
  else if (isDigit(text.charCodeAt(i))) i = digitsEnd(text, i)
  else return -1
  if (text.charCodeAt(i) === DOT) {
    const end = digitsEnd(text, i + 1)
    if (end === i + 1) return -1
    i = end
  }
  const e = text.charCodeAt(i)
  if (e === 0x65 || e === 0x45) {
    i++
    if (text.charCodeAt(i) === PLUS || text.charCodeAt(i) === MINUS) i++
    const end = digitsEnd(text, i)
    if (end === i) return -1
    i = end
  }
  return i
}

function digitsEnd(text: string, at: number): number {
  let i = at
  while (isDigit(text.charCodeAt(i))) i++
  return i
}

const isDigit = (c: number) => c >= ZERO && c <= NINE

/** The end of the object or array at `at` (its closing bracket found past strings), or -1; JSON.parse judges the rest. */
function valueEnd(text: string, at: number): number {
  let depth = 0
  for (let i = at; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      i = stringEnd(text, i + 1)
      if (i < 0) return -1
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++
    else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && --depth === 0) return i + 1
  }
  return -1
}

/** The closing quote of the string whose text starts at `from`: the first quote not escaped. */
function stringEnd(text: string, from: number): number {
  for (let i = text.indexOf('"', from); i >= 0; i = text.indexOf('"', i + 1)) {
    let slashes = 0
    while (text.charCodeAt(i - 1 - slashes) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return i
  }
  return -1
}

function skipSpace(text: string, at: number): number {
  let i = at
  for (let c = text.charCodeAt(i); c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d; c = text.charCodeAt(++i));
  return i
}
