import type { z } from 'zod'
import type { RequestOptions } from '../options'
import type { Lane } from '../rate-limiter'
import { checkBody, type ListItems } from '../tolerant'
import type { HttpRequest, QueryValue, ReadAnswer, Transport } from '../transport'
import { notJson } from '../validate'

/** An endpoint's request and what its answer must be. */
export interface RequestSpec<T> extends HttpRequest {
  schema: z.ZodType<T>
  /** A list: its items are checked one by one, repaired or quarantined, never failing the page. */
  items?: ListItems
}

interface Extra {
  query?: Record<string, QueryValue>
  /** `key` for the endpoints that take only `x-api-key`. */
  scope?: HttpRequest['scope']
  lane?: Lane
  responseType?: HttpRequest['responseType']
  timeoutMs?: number
  items?: ListItems
}

type Body = { json: unknown } | { form: FormData } | Record<string, never>

/** Reads an endpoint's answer: its JSON (its text, for `responseType: 'text'`), checked by the tolerant reader. */
export function readBody<T>(spec: RequestSpec<T>): ReadAnswer<T> {
  return ({ text, requestId }, quarantine) => {
    let body: unknown = text
    if (spec.responseType !== 'text') {
      try {
        body = text.trim() === '' ? undefined : JSON.parse(text)
      } catch {
        throw notJson(spec, text, requestId)
      }
    }
    return checkBody(spec, requestId, body, spec.schema, spec.items, quarantine)
  }
}

/**
 * The two kinds of request with their default lanes: reads sync the cache in the
 * `background` lane, writes are a supervisor's action in the `user` lane.
 */
export function requests(send: Transport) {
  const sent = <T>(spec: RequestSpec<T>, options: RequestOptions | undefined) => send(spec, readBody(spec), options)
  return {
    read<T>(path: string, schema: z.ZodType<T>, options: RequestOptions | undefined, extra: Extra = {}): Promise<T> {
      return sent({ method: 'GET', path, schema, scope: 'workspace', lane: 'background', ...extra }, options)
    },
    write<T>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      schema: z.ZodType<T>,
      body: Body,
      options: RequestOptions | undefined,
      extra: Extra = {},
    ): Promise<T> {
      return sent({ method, path, schema, scope: 'workspace', lane: 'user', ...body, ...extra }, options)
    },
  }
}
