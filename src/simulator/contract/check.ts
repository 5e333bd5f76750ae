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
export function check(shape: Shape, value: unknown, mode: Mode, contract: Contract = CONTRACT): Issue[] {
  const issues: Issue[] = []
  visit(resolved(shape, contract), value, [], { mode, contract, issues })
  return issues
}

/** `details` of a 400 (or a 500 for an answer): each issue `path: message`, the first first. */
export function describe(issues: readonly Issue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join('; ')
}

interface Walk {
  mode: Mode
  contract: Contract
  issues: Issue[]
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
    return { ...whole, object: Object.fromEntries(fields) as Record<string, Shape>, ...outer }
  }
  return object
}

function visit(shape: ShapeObject, value: unknown, path: (string | number)[], walk: Walk): void {
  const fail = (message: string, rule: string): void => {
    walk.issues.push({ path: path.length > 0 ? path.join('.') : 'body', message, rule })
  }
  if (value === null) {
    if (!shape.nullable) fail(`expected ${wordsOf(shape)}, got null`, 'type')
    return
  }
  if (shape.enum !== undefined) {
    if (!shape.enum.includes(value as string)) fail(`must be one of ${shape.enum.join(', ')}`, 'enum')
    return
  }
  if (shape.array !== undefined) {
    if (!Array.isArray(value)) return fail('expected a list', 'type')
    if (shape.max !== undefined && value.length > shape.max) fail(`at most ${shape.max} items`, 'max')
    const item = resolved(shape.array, walk.contract)
    value.forEach((entry: unknown, index) => visit(item, entry, [...path, index], walk))
    return
  }
  if (shape.object !== undefined) return visitObject(shape, value, path, walk)
  if (shape.map !== undefined) {
    if (!isRecord(value)) return fail('expected an object', 'type')
    const entry = resolved(shape.map, walk.contract)
    for (const [key, item] of Object.entries(value)) {
      if (shape.keys !== undefined && !shape.keys.includes(key))
        walk.issues.push({ path: [...path, key].join('.'), message: `unknown key; expected one of ${shape.keys.join(', ')}`, rule: 'keys' })
      else visit(entry, item, [...path, key], walk)
    }
    return
  }
  if (shape.csv) return
  visitScalar(shape, value, fail)
}

function visitObject(shape: ShapeObject, value: unknown, path: (string | number)[], walk: Walk): void {
  if (!isRecord(value)) {
    walk.issues.push({ path: path.length > 0 ? path.join('.') : 'body', message: 'expected an object', rule: 'type' })
    return
  }
  const fields = shape.object ?? {}
  for (const [name, field] of Object.entries(fields)) {
    const spec = resolved(field, walk.contract)
    const given = value[name]
    if (given === undefined) {
      if (!spec.optional) walk.issues.push({ path: [...path, name].join('.'), message: 'required', rule: 'required' })
    } else visit(spec, given, [...path, name], walk)
  }
  const extra = shape.extra ?? (walk.mode === 'answer' ? 'refused' : 'ignored')
  if (extra !== 'refused') return
  for (const name of Object.keys(value)) {
    if (!(name in fields)) walk.issues.push({ path: [...path, name].join('.'), message: walk.mode === 'answer' ? 'not in the contract' : 'unknown field', rule: 'extra' })
  }
}

function visitScalar(shape: ShapeObject, value: unknown, fail: (message: string, rule: string) => void): void {
  const type = shape.type ?? 'any'
  switch (type) {
    case 'any':
      return
    case 'boolean':
      if (typeof value !== 'boolean') fail(`expected ${TYPE_WORDS.boolean}`, 'type')
      return
    case 'number':
    case 'integer':
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail(`expected ${TYPE_WORDS[type]}`, 'type')
      if (type === 'integer' && !Number.isInteger(value)) return fail(`expected ${TYPE_WORDS.integer}`, 'type')
      if (shape.min !== undefined && value < shape.min) fail(`at least ${shape.min}`, 'min')
      if (shape.max !== undefined && value > shape.max) fail(`at most ${shape.max}`, 'max')
      return
    case 'string':
    case 'timestamp':
    case 'e164':
    case 'url':
      if (typeof value !== 'string') return fail(`expected ${TYPE_WORDS[type]}`, 'type')
      if (type === 'timestamp' && Number.isNaN(Date.parse(value))) return fail(`expected ${TYPE_WORDS.timestamp}`, 'timestamp')
      if (type === 'e164' && !isE164(value)) return fail(`expected ${TYPE_WORDS.e164}`, 'e164')
      if (type === 'url' && !URL.canParse(value)) return fail(`expected ${TYPE_WORDS.url}`, 'url')
      if (shape.min !== undefined && value.length < shape.min) fail(shape.min === 1 ? 'required' : `at least ${shape.min} characters`, 'min')
      if (shape.max !== undefined && value.length > shape.max) fail(`at most ${shape.max} characters`, 'max')
      if (shape.pattern !== undefined && !new RegExp(shape.pattern).test(value)) fail(`expected ${shape.means ?? `text matching ${shape.pattern}`}`, 'pattern')
      return
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
