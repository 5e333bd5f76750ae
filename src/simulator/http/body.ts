import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
import type { RouteRequest } from '../context'
import { check, describe, type Issue } from '../contract/check'
import { badRequest, fromZod, shapeA } from './errors'

const JSON_BODY_LIMIT = 1024 * 1024

/** Reads the whole request body, refusing more than `limit` bytes. */
export async function readRaw(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  let tooLarge = false
  for await (const chunk of req) {
    const buffer = chunk as Buffer
    size += buffer.length
    if (size > limit) tooLarge = true
    else chunks.push(buffer)
  }
  if (tooLarge) throw shapeA(413, 'Payload too large', `The body exceeds ${limit} bytes`, 'PAYLOAD_TOO_LARGE')
  return Buffer.concat(chunks)
}

/** The JSON body; an empty body reads as `{}` so validation names the missing fields. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const raw = await readRaw(req)
  const text = raw.toString('utf8').trim()
  if (text === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw shapeA(400, 'Invalid JSON', `body: ${(error as Error).message}`, 'INVALID_JSON')
  }
}

/** A `/_sim` body, read with the control surface's own schema (it is not part of the service's contract). */
export async function readControlBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.output<S>> {
  const value = await readJson(req)
  if (!isObject(value)) throw badRequest('body: expected a JSON object')
  const result = schema.safeParse(value)
  if (!result.success) throw fromZod(result.error)
  return result.data
}

/** The JSON body and its problems against the route's request shape in the contract, for a route that answers some of them its own way. */
export async function bodyWithIssues(request: RouteRequest): Promise<{ body: unknown; issues: Issue[] }> {
  const shape = request.endpoint?.request
  if (shape === undefined) throw new Error(`The contract gives ${request.req.method} ${request.req.url} no request body`)
  const body = await readJson(request.req)
  if (!isObject(body)) return { body, issues: [{ path: 'body', message: 'expected a JSON object', rule: 'type' }] }
  return { body, issues: check(shape, body, 'request') }
}

/**
 * The JSON body as the contract lets it through; a 400 naming every offending
 * field otherwise. `T` is the route's type of that request shape (`contract/shapes.ts`).
 */
export async function readBody<T>(request: RouteRequest): Promise<T> {
  const { body, issues } = await bodyWithIssues(request)
  if (issues.length > 0) throw badRequest(describe(issues))
  return body as T
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Sets on `record` each of `fields` that a PATCH body gives; what the body leaves out stays as it is. */
export function assignGiven<T extends object, K extends keyof T>(record: T, body: { readonly [F in K]?: T[F] | undefined }, fields: readonly K[]): void {
  for (const field of fields) {
    const value = body[field]
    if (value !== undefined) record[field] = value
  }
}
