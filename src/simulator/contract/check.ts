import { CONTRACT, type Contract, type Endpoint, type Shape, type ShapeObject } from './contract'
import { isE164 } from './shapes'

/**
 * The contract's shapes as checks. In a request an unknown field is ignored
 * (docs/api-choices.md) unless the object refuses extra fields; in an answer
 * every field must be in the contract, so what the simulator says is what the
 * contract promises.
 */
export type Mode = 'request' | 'answer'

export interface Issue {
  /** Where, as a 400 names it: `officeHours.schedule.monday.0.start`, or `body`. */
  path: string
  message: string
  /** The kind of check that failed: `e164` lets the outbound calls answer shape B. */
  rule: string
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  timestamp: 'an ISO 8601 timestamp',
  e164: 'an E.164 phone number (for example +14155550100)',
  url: 'a URL',
}

/** The problems of `value` against `shape`, the first found first; none when it conforms. */
export function check(shape: Shape, value: unknown, mode: Mode): Issue[] {
  const issues: Issue[] = []
  checkerOf(shape, mode)(value, [], issues)
  return issues
}

/** `details` of a 400 (or a 500 for an answer): each issue `path: message`, the first first. */
export function describe(issues: readonly Issue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('; ')
}

/**
 * A shape as an object: references resolved (the outer modifiers, such as
 * optional, nullable or constraints, win over the named type's), a page and a
 * partial object written out.
 */
export function resolved(shape: Shape, contract: Contract = CONTRACT): ShapeObject {
  const object = typeof shape === 'string' ? { type: shape } : shape
  const ref = object.type?.startsWith('#') ? object.type.slice(1) : undefined
  if (ref !== undefined) {
    const named = contract.types[ref]
    if (named === undefined) throw new Error(`The contract has no type ${ref}`)
    const { type: _ref, ...outer } = object
    return { ...resolved(named, contract), ...outer }
  }
  const { pageOf, partial, ...outer } = object
  if (pageOf !== undefined) return { ...pageShape(pageOf), ...outer }
  if (partial !== undefined) {
    const whole = resolved(partial, contract)
    const fields = Object.entries(whole.object ?? {}).map(([name, field]) => [name, { ...resolved(field, contract), optional: true }])
    return { ...whole, object: Object.fromEntries(fields) as Record<string, Shape> }
  }
  return object
}

/** Checks `value`, pushing each problem; `path` is where it is, pushed and popped as the walk goes down. */
type Checker = (value: unknown, path: (string | number)[], issues: Issue[]) => void

/**
 * Each shape of the contract is compiled once per mode into a checker: the
 * active calls' answer (10,000 calls a second at most) is checked as it is
 * built, so the walk allocates nothing on the way unless something fails.
 */
const compiled: Record<Mode, Map<Shape, Checker>> = { request: new Map(), answer: new Map() }

function checkerOf(shape: Shape, mode: Mode): Checker {
  const cache = compiled[mode]
  const known = cache.get(shape)
  if (known !== undefined) return known
  // A type that contains itself meets this stand-in until it is built.
  const slot: { built?: Checker } = {}
  cache.set(shape, (value, path, issues) => slot.built?.(value, path, issues))
  const built = build(resolved(shape), mode)
  slot.built = built
  cache.set(shape, built)
  return built
}

function fail(issues: Issue[], path: readonly (string | number)[], message: string, rule: string): void {
  issues.push({ path: path.length > 0 ? path.join('.') : 'body', message, rule })
}

function build(shape: ShapeObject, mode: Mode): Checker {
  const inner = buildKind(shape, mode)
  const nullable = shape.nullable === true
  const words = wordsOf(shape)
  return (value, path, issues) => {
    if (value !== null) inner(value, path, issues)
    else if (!nullable) fail(issues, path, `expected ${words}, got null`, 'type')
  }
}

function buildKind(shape: ShapeObject, mode: Mode): Checker {
  if (shape.enum !== undefined) {
    const values = new Set<unknown>(shape.enum)
    const message = `must be one of ${shape.enum.join(', ')}`
    return (value, path, issues) => {
      if (!values.has(value)) fail(issues, path, message, 'enum')
    }
  }
  if (shape.array !== undefined) {
    const item = checkerOf(shape.array, mode)
    const max = shape.max
    return (value, path, issues) => {
      if (!Array.isArray(value)) return fail(issues, path, 'expected a list', 'type')
      if (max !== undefined && value.length > max) fail(issues, path, `at most ${max} items`, 'max')
      for (let i = 0; i < value.length; i++) {
        path.push(i)
        item(value[i], path, issues)
        path.pop()
      }
    }
  }
  if (shape.object !== undefined) return buildObject(shape.object, shape.extra ?? (mode === 'answer' ? 'refused' : 'ignored'), mode)
  if (shape.map !== undefined) {
    const entry = checkerOf(shape.map, mode)
    const keys = shape.keys === undefined ? undefined : new Set(shape.keys)
    const unknownKey = `unknown key; expected one of ${shape.keys?.join(', ') ?? ''}`
    return (value, path, issues) => {
      if (!isRecord(value)) return fail(issues, path, 'expected an object', 'type')
      for (const key in value) {
        path.push(key)
        if (keys !== undefined && !keys.has(key)) fail(issues, path, unknownKey, 'keys')
        else entry(value[key], path, issues)
        path.pop()
      }
    }
  }
  if (shape.csv) return () => undefined
  return buildScalar(shape)
}

function buildObject(fields: Record<string, Shape>, extra: 'allowed' | 'refused' | 'ignored', mode: Mode): Checker {
  const specs = Object.entries(fields).map(([name, field]) => ({ name, optional: resolved(field).optional === true, check: checkerOf(field, mode) }))
  const names = new Set(Object.keys(fields))
  const refusal = mode === 'answer' ? 'not in the contract' : 'unknown field'
  return (value, path, issues) => {
    if (!isRecord(value)) return fail(issues, path, 'expected an object', 'type')
    for (const spec of specs) {
      const given = value[spec.name]
      path.push(spec.name)
      if (given !== undefined) spec.check(given, path, issues)
      else if (!spec.optional) fail(issues, path, 'required', 'required')
      path.pop()
    }
    if (extra !== 'refused') return
    for (const name in value) {
      if (names.has(name)) continue
      path.push(name)
      fail(issues, path, refusal, 'extra')
      path.pop()
    }
  }
}

function buildScalar(shape: ShapeObject): Checker {
  const type = shape.type ?? 'any'
  const { min, max } = shape
  const expected = `expected ${TYPE_WORDS[type] ?? ''}`
  switch (type) {
    case 'any':
      return () => undefined
    case 'boolean':
      return (value, path, issues) => {
        if (typeof value !== 'boolean') fail(issues, path, expected, 'type')
      }
    case 'number':
    case 'integer':
      return (value, path, issues) => {
        if (typeof value !== 'number' || !Number.isFinite(value) || (type === 'integer' && !Number.isInteger(value))) return fail(issues, path, expected, 'type')
        if (min !== undefined && value < min) fail(issues, path, `at least ${min}`, 'min')
        if (max !== undefined && value > max) fail(issues, path, `at most ${max}`, 'max')
      }
    case 'string':
    case 'timestamp':
    case 'e164':
    case 'url': {
      const pattern = shape.pattern === undefined ? undefined : new RegExp(shape.pattern)
      const unmatched = `expected ${shape.means ?? `text matching ${shape.pattern ?? ''}`}`
      return (value, path, issues) => {
        if (typeof value !== 'string') return fail(issues, path, expected, 'type')
        if (type === 'timestamp' && Number.isNaN(Date.parse(value))) return fail(issues, path, expected, 'timestamp')
        if (type === 'e164' && !isE164(value)) return fail(issues, path, expected, 'e164')
        if (type === 'url' && !URL.canParse(value)) return fail(issues, path, expected, 'url')
        if (min !== undefined && value.length < min) fail(issues, path, min === 1 ? 'required' : `at least ${min} characters`, 'min')
        if (max !== undefined && value.length > max) fail(issues, path, `at most ${max} characters`, 'max')
        if (pattern !== undefined && !pattern.test(value)) fail(issues, path, unmatched, 'pattern')
      }
    }
    default:
      throw new Error(`The contract has no scalar type ${type}`)
  }
}

function wordsOf(shape: ShapeObject): string {
  if (shape.object !== undefined || shape.map !== undefined) return 'an object'
  if (shape.array !== undefined) return 'a list'
  if (shape.enum !== undefined) return `one of ${shape.enum.join(', ')}`
  return TYPE_WORDS[shape.type ?? ''] ?? 'a value'
}

/** Our page envelope of the lists the reference does not detail (docs/api-choices.md). */
export function pageShape(item: Shape): ShapeObject {
  return {
    object: {
      data: { array: item },
      total: { type: 'integer', min: 0 },
      page: { type: 'integer', min: 1 },
      limit: { type: 'integer', min: 1 },
      totalPages: { type: 'integer', min: 0 },
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The problems of an answer the endpoint gives with `status`, or of an error body (shape A or B, a listed code at its status). */
export function answerIssues(endpoint: Endpoint, status: number, body: unknown): Issue[] {
  if (status >= 400) return errorIssues(status, body)
  const shape = endpoint.responses[String(status)]
  if (shape === undefined) return [{ path: 'status', message: `${status} is not an answer of ${endpoint.method} ${endpoint.path}`, rule: 'status' }]
  return check(shape, body, 'answer')
}

export function errorIssues(status: number, body: unknown): Issue[] {
  const { shapes, codes } = CONTRACT.errors
  const a = check(shapes.A, body, 'answer')
  const b = check(shapes.B, body, 'answer')
  if (a.length > 0 && b.length > 0) return a
  const code = a.length === 0 ? (body as { code?: string }).code : (body as { error: { code: string } }).error.code
  if (code !== undefined && codes[code] !== status) return [{ path: 'code', message: `${code} is not an error code of status ${status}`, rule: 'code' }]
  return []
}
