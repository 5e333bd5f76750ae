import { z } from 'zod'
import { resolved } from '../../src/simulator/contract/check'
import type { Shape, ShapeObject } from '../../src/simulator/contract/contract'

/**
 * A client zod schema against a shape of the contract, field by field. `answer`:
 * the client reads what the service answers, so it may require only what the
 * contract promises and must take every value the contract allows. `request`:
 * the client sends, so it may send only fields the contract takes, must send
 * what the contract requires, and no value outside the contract's enums.
 */
export type Direction = 'answer' | 'request'

interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  items?: JsonSchema
  anyOf?: JsonSchema[]
  enum?: unknown[]
  pattern?: string
  minLength?: number
  minimum?: number
  maximum?: number
}

export function compareSchema(client: z.ZodType, shape: Shape, direction: Direction): string[] {
  // What the client parses is its input; what it sends, its output.
  const schema = z.toJSONSchema(client, { io: direction === 'answer' ? 'input' : 'output', unrepresentable: 'any' }) as JsonSchema
  const problems: string[] = []
  compare(schema, resolved(shape), '', direction, problems)
  return problems
}

function compare(client: JsonSchema, shape: ShapeObject, path: string, direction: Direction, problems: string[]): void {
  const at = path === '' ? 'the body' : `\`${path}\``
  const { schema, nullable } = withoutNull(client)
  if (direction === 'answer' && shape.nullable && !nullable) problems.push(`${at}: the contract allows null, the client refuses it`)
  if (direction === 'request' && nullable && !shape.nullable) problems.push(`${at}: the client may send null, the contract does not take it`)
  if (schema.anyOf !== undefined || isAny(shape)) return
  const kind = kindOf(shape)
  const clientKind = Array.isArray(schema.type) ? schema.type.join('|') : (schema.type ?? 'any')
  if (clientKind === 'any') return
  if (kind === 'object') return compareObject(schema, shape, path, direction, problems)
  if (kind === 'map') {
    if (clientKind !== 'object') return void problems.push(`${at}: the contract has an object, the client a ${clientKind}`)
    if (typeof schema.additionalProperties === 'object') compare(schema.additionalProperties, resolved(shape.map ?? 'any'), `${path}.*`, direction, problems)
    return
  }
  if (kind === 'array') {
    if (clientKind !== 'array') return void problems.push(`${at}: the contract has a list, the client a ${clientKind}`)
    if (schema.items !== undefined) compare(schema.items, resolved(shape.array ?? 'any'), `${path}.*`, direction, problems)
    return
  }
  if (shape.enum !== undefined) return compareEnum(schema, shape.enum, at, direction, problems)
  const expected = SCALAR_KINDS[shape.type ?? 'any'] ?? []
  if (!expected.includes(clientKind)) return void problems.push(`${at}: the contract has ${shape.type ?? 'any'}, the client ${clientKind}`)
  if (direction === 'answer') compareBounds(schema, shape, at, problems)
  if (shape.type === 'e164' && direction === 'request' && schema.pattern === undefined) problems.push(`${at}: the contract takes an E.164 number, the client may send any text`)
}

/** The client's JSON Schema types each contract scalar may be read as. */
const SCALAR_KINDS: Record<string, string[]> = {
  string: ['string'],
  timestamp: ['string'],
  e164: ['string'],
  url: ['string'],
  number: ['number'],
  integer: ['integer', 'number'],
  boolean: ['boolean'],
}

function compareObject(client: JsonSchema, shape: ShapeObject, path: string, direction: Direction, problems: string[]): void {
  const at = path === '' ? 'the body' : `\`${path}\``
  if (client.type !== 'object') return void problems.push(`${at}: the contract has an object, the client ${String(client.type)}`)
  const fields = shape.object ?? {}
  const clientFields = client.properties ?? {}
  const clientRequires = new Set(client.required ?? [])
  const name = (field: string) => (path === '' ? field : `${path}.${field}`)
  for (const [field, schema] of Object.entries(clientFields)) {
    const contractField = fields[field]
    if (contractField === undefined) {
      if (shape.extra === 'allowed') continue
      if (direction === 'request') problems.push(`the client sends \`${name(field)}\`, which the contract does not take`)
      else if (clientRequires.has(field)) problems.push(`the client requires \`${name(field)}\`, which the contract does not promise`)
      else problems.push(`the client reads \`${name(field)}\`, which the contract does not have`)
      continue
    }
    const spec = resolved(contractField)
    if (direction === 'answer' && clientRequires.has(field) && spec.optional) problems.push(`the client requires \`${name(field)}\`, which the contract does not promise (optional there)`)
    if (direction === 'request' && !clientRequires.has(field) && !spec.optional) problems.push(`the contract requires \`${name(field)}\`, which the client may leave out`)
    compare(schema, spec, name(field), direction, problems)
  }
  if (direction === 'request') {
    for (const [field, contractField] of Object.entries(fields)) {
      if (!(field in clientFields) && !resolved(contractField).optional) problems.push(`the contract requires \`${name(field)}\`, which the client never sends`)
    }
  }
}

function compareEnum(client: JsonSchema, values: readonly (string | number | boolean)[], at: string, direction: Direction, problems: string[]): void {
  if (client.enum === undefined) {
    if (direction === 'answer' && !values.every((value) => typeof value === client.type)) problems.push(`${at}: the contract's values ${values.join(', ')} are not all ${String(client.type)}`)
    return
  }
  const clientValues = client.enum
  if (direction === 'answer') {
    const refused = values.filter((value) => !clientValues.includes(value))
    if (refused.length > 0) problems.push(`${at}: the client refuses ${refused.join(', ')}, which the contract allows`)
  } else {
    const refused = clientValues.filter((value) => !values.includes(value as string))
    if (refused.length > 0) problems.push(`${at}: the client may send ${refused.join(', ')}, which the contract does not take`)
  }
}

/** What a client reading an answer demands beyond the contract's promise: a pattern, a shorter length, a narrower range. */
function compareBounds(client: JsonSchema, shape: ShapeObject, at: string, problems: string[]): void {
  if (client.pattern !== undefined && shape.type !== 'e164' && shape.pattern !== client.pattern) problems.push(`${at}: the client requires the pattern ${client.pattern}, which the contract does not promise`)
  if (client.minLength !== undefined && client.minLength > (shape.min ?? 0)) problems.push(`${at}: the client requires at least ${client.minLength} characters, the contract promises ${shape.min ?? 0}`)
  if (client.minimum !== undefined && client.minimum > Number.MIN_SAFE_INTEGER && (shape.min === undefined || client.minimum > shape.min)) problems.push(`${at}: the client requires at least ${client.minimum}, the contract promises ${shape.min ?? 'no minimum'}`)
  if (client.maximum !== undefined && client.maximum < Number.MAX_SAFE_INTEGER && (shape.max === undefined || client.maximum < shape.max)) problems.push(`${at}: the client requires at most ${client.maximum}, the contract promises ${shape.max ?? 'no maximum'}`)
}

function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const rest = schema.type.filter((type) => type !== 'null')
    return { schema: { ...schema, type: rest.length === 1 ? rest[0] : rest }, nullable: true }
  }
  const members = schema.anyOf
  if (members?.some((m) => m.type === 'null')) {
    const rest = members.filter((m) => m.type !== 'null')
    return { schema: rest.length === 1 && rest[0] !== undefined ? rest[0] : { anyOf: rest }, nullable: true }
  }
  return { schema, nullable: false }
}

function kindOf(shape: ShapeObject): 'object' | 'map' | 'array' | 'scalar' {
  if (shape.object !== undefined) return 'object'
  if (shape.map !== undefined) return 'map'
  if (shape.array !== undefined) return 'array'
  return 'scalar'
}

function isAny(shape: ShapeObject): boolean {
  return kindOf(shape) === 'scalar' && shape.enum === undefined && (shape.type === undefined || shape.type === 'any')
}
