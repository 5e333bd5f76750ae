import type { IncomingMessage } from 'node:http'
import type { z } from 'zod'
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

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('body: expected a JSON object')
  const result = schema.safeParse(value)
  if (!result.success) throw fromZod(result.error)
  return result.data
}

export async function readBody<S extends z.ZodType>(req: IncomingMessage, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(req))
}

/** Sets on `record` each of `fields` that a PATCH body gives; what the body leaves out stays as it is. */
export function assignGiven<T extends object, K extends keyof T>(record: T, body: { readonly [F in K]?: T[F] | undefined }, fields: readonly K[]): void {
  for (const field of fields) {
    const value = body[field]
    if (value !== undefined) record[field] = value
  }
}
