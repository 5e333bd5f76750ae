import type { z } from 'zod'
import type { RequestOptions } from '../options'
import type { Lane } from '../rate-limiter'
import type { QueryValue, RequestSpec, Transport } from '../transport'

interface Extra {
  query?: Record<string, QueryValue>
  /** `key` for the endpoints that take only `x-api-key`. */
  scope?: RequestSpec<unknown>['scope']
  lane?: Lane
  responseType?: RequestSpec<unknown>['responseType']
  timeoutMs?: number
  items?: RequestSpec<unknown>['items']
  parse?: RequestSpec<unknown>['parse']
}

type Body = { json: unknown } | { form: FormData } | Record<string, never>

/**
 * The two kinds of request with their default lanes: reads sync the cache in the
 * `background` lane, writes are a supervisor's action in the `user` lane.
 */
export function requests(send: Transport) {
  return {
    read<T>(path: string, schema: z.ZodType<T>, options: RequestOptions | undefined, extra: Extra = {}): Promise<T> {
      return send({ method: 'GET', path, schema, scope: 'workspace', lane: 'background', ...extra }, options)
    },
    write<T>(
      method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      schema: z.ZodType<T>,
      body: Body,
      options: RequestOptions | undefined,
      extra: Extra = {},
    ): Promise<T> {
      return send({ method, path, schema, scope: 'workspace', lane: 'user', ...body, ...extra }, options)
    },
  }
}
