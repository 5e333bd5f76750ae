import { z } from 'zod'
import data from '../../../contract/voice-agent-api.json' with { type: 'json' }

/**
 * The service's contract (`contract/voice-agent-api.json`), written from the
 * reference and docs/api-choices.md, never from the client's schemas: the
 * simulator checks requests and its own answers against it. Its grammar is
 * read here, so a malformed contract fails the simulator's start.
 */

/** What a field or value may be: a shorthand (`"string"`, `"#Agent"`) or a shape with its modifiers. */
export type Shape = string | ShapeObject

export interface ShapeObject {
  type?: string
  enum?: (string | number | boolean)[]
  array?: Shape
  object?: Record<string, Shape>
  map?: Shape
  pageOf?: Shape
  partial?: Shape
  csv?: true
  /** On an object: unknown fields `allowed`, or `refused` even in a request (where they are otherwise ignored). */
  extra?: 'allowed' | 'refused'
  /** A map's allowed keys. */
  keys?: string[]
  /** A string's length, a number's value, a list's items. */
  min?: number
  max?: number
  pattern?: string
  /** The pattern in words, for the 400 that names the field. */
  means?: string
  optional?: boolean
  nullable?: boolean
  /** `choices`: docs/api-choices.md chose it where the reference says "not shown". */
  from?: 'reference' | 'choices'
  note?: string
}

const ShapeSchema: z.ZodType<Shape> = z.lazy(() =>
  z.union([
    z.string(),
    z
      .object({
        type: z.string().optional(),
        enum: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
        array: ShapeSchema.optional(),
        object: z.record(z.string(), ShapeSchema).optional(),
        map: ShapeSchema.optional(),
        pageOf: ShapeSchema.optional(),
        partial: ShapeSchema.optional(),
        csv: z.literal(true).optional(),
        extra: z.enum(['allowed', 'refused']).optional(),
        keys: z.array(z.string()).optional(),
        min: z.number().optional(),
        max: z.number().optional(),
        pattern: z.string().optional(),
        means: z.string().optional(),
        optional: z.boolean().optional(),
        nullable: z.boolean().optional(),
        from: z.enum(['reference', 'choices']).optional(),
        note: z.string().optional(),
      })
      .strict(),
  ]),
)

const Method = z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])

const EndpointSchema = z
  .object({
    method: Method,
    /** Parameters in braces, as the reference writes them: `/api/v1/agents/{agentId}`. */
    path: z.string().startsWith('/'),
    from: z.enum(['reference', 'choices']).optional(),
    /** The headers it requires; both keys unless listed. */
    headers: z.array(z.string()).optional(),
    /** The permission key a key needs for it; none for reads. */
    permission: z.string().optional(),
    query: ShapeSchema.optional(),
    request: ShapeSchema.optional(),
    multipart: z.object({ files: z.array(z.string()), fields: ShapeSchema.optional() }).strict().optional(),
    responses: z.record(z.string().regex(/^2\d\d$/), ShapeSchema),
  })
  .strict()
export type Endpoint = z.infer<typeof EndpointSchema>

const ContractSchema = z
  .object({
    about: z.string(),
    headers: z.record(z.string(), z.string()),
    permissions: z.array(z.string()).min(1),
    errors: z.object({ shapes: z.object({ A: ShapeSchema, B: ShapeSchema }), codes: z.record(z.string(), z.number().int()) }).strict(),
    types: z.record(z.string(), ShapeSchema),
    endpoints: z.array(EndpointSchema),
  })
  .strict()
  .superRefine((contract, ctx) => {
    for (const endpoint of contract.endpoints) {
      if (endpoint.permission !== undefined && !contract.permissions.includes(endpoint.permission))
        ctx.addIssue({ code: 'custom', message: `${endpoint.method} ${endpoint.path}: unknown permission ${endpoint.permission}` })
    }
  })
export type Contract = z.infer<typeof ContractSchema>

export const CONTRACT: Contract = ContractSchema.parse(data)

/** The headers every endpoint requires unless it lists its own. */
export const DEFAULT_HEADERS: readonly string[] = ['x-api-key', 'x-workspace-id']

export function headersOf(endpoint: Endpoint): readonly string[] {
  return endpoint.headers ?? DEFAULT_HEADERS
}

/** The endpoint of a method and a path written either way (`{agentId}` or the router's `:agentId`). */
export function endpointOf(method: string, path: string): Endpoint | undefined {
  const braced = path.replace(/:([A-Za-z]+)/g, '{$1}')
  return CONTRACT.endpoints.find((e) => e.method === method && e.path === braced)
}

/** The values of a named enum type (`BatchStatus`). */
export function enumOf(name: string): string[] {
  const shape = CONTRACT.types[name]
  if (typeof shape !== 'object' || shape.enum === undefined) throw new Error(`The contract has no enum type ${name}`)
  return shape.enum.map(String)
}
