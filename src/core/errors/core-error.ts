import { IntlMessageFormat } from 'intl-messageformat'
import type { BridgeError, ErrorWords } from '../../shared/bridge'
import ERRORS from '../../shared/i18n/messages/errors/en.json'
import { SOURCE } from '../../shared/i18n/locales'
import type { MessageKey, MessageParams } from '../../shared/i18n/catalog'

/** Core's messages: the catalog's `errors` part. */
export type ErrorKey = Extract<MessageKey, `errors.${string}`>

/** A message of core's, which the renderer words in the supervisor's language. */
export interface CoreWords extends ErrorWords {
  key: ErrorKey
  params?: Record<string, string | number | CoreWords>
}

/** A message's parameters as core gives them: a text parameter may quote core's words (a refusal's reason). */
type CoreParams<P> = { [N in keyof P]: string | number extends P[N] ? P[N] | CoreWords : P[N] }
type CoreParamsOf<K extends ErrorKey> = MessageParams[K] extends Record<string, never> ? [] : [params: CoreParams<MessageParams[K]>]

/** Core's message `key` with its parameters, checked against the source catalog's. */
export function words<K extends ErrorKey>(key: K, ...params: CoreParamsOf<K>): CoreWords {
  const [given] = params
  return given === undefined ? { key } : { key, params: given as Record<string, string | number | CoreWords> }
}

/** Sentences said one after the other (a call's several blocks): core's words, each worded in its turn. */
export function sentences(first: CoreWords | string, ...rest: (CoreWords | string)[]): CoreWords | string {
  const [next, ...after] = rest
  return next === undefined ? first : words('errors.sentences', { first, rest: sentences(next, ...after) })
}

/** Core reads its English itself, as any Node process runs it (the build's per-module messages are the renderer's). */
const english = new Map<ErrorKey, IntlMessageFormat>()

/** The English of core's message: the error's `message`, for the logs and a renderer without the key. */
export function inEnglish(message: CoreWords): string {
  let format = english.get(message.key)
  if (format === undefined) {
    format = new IntlMessageFormat((ERRORS as Record<ErrorKey, string>)[message.key], SOURCE, undefined, { ignoreTag: true })
    english.set(message.key, format)
  }
  const params = message.params && Object.fromEntries(Object.entries(message.params).map(([name, value]) => [name, typeof value === 'object' ? inEnglish(value) : value]))
  return String(format.format(params))
}

export interface CoreErrorExtra {
  /** What the service or the system said, for the supervisor who wants the detail. */
  details?: string
  /** The HTTP status, when the service gave one. */
  status?: number
  /** How long the service asked to wait (Retry-After). */
  retryAfterMs?: number
  /** For a `403`: the permission the key lacks, e.g. `call_end`. */
  permission?: string
  cause?: unknown
}

/**
 * The one failure core throws on purpose: a machine-readable `code` the
 * renderer can act on and the words the supervisor reads, a message of the
 * catalog (`words`, English in `message`) or text already written (the
 * service's, or a message passed on). `dispatch` passes
 * it to the renderer as the Bridge's `BridgeError`; anything else thrown is an
 * `internal` failure. It sits at the bottom of core so every part, the API
 * client included, can throw it.
 */
export class CoreError extends Error {
  override name = 'CoreError'
  readonly code: string
  readonly details: string | undefined
  readonly status: number | undefined
  readonly retryAfterMs: number | undefined
  readonly permission: string | undefined
  readonly words: CoreWords | undefined

  constructor(code: string, message: CoreWords | string, extra: CoreErrorExtra = {}) {
    super(typeof message === 'string' ? message : inEnglish(message), extra.cause === undefined ? undefined : { cause: extra.cause })
    this.code = code
    this.words = typeof message === 'string' ? undefined : message
    this.details = extra.details
    this.status = extra.status
    this.retryAfterMs = extra.retryAfterMs
    this.permission = extra.permission
  }

  toBridgeError(): BridgeError {
    return {
      code: this.code,
      message: this.message,
      ...(this.words === undefined ? {} : { words: this.words }),
      ...(this.status === undefined ? {} : { status: this.status }),
      ...(this.details === undefined ? {} : { details: this.details }),
      ...(this.retryAfterMs === undefined ? {} : { retryAfterMs: this.retryAfterMs }),
      ...(this.permission === undefined ? {} : { permission: this.permission }),
    }
  }
}

/** The refusal of a command that needs an open workspace. */
export function noWorkspace(message: CoreWords = words('errors.workspaces.noWorkspace')): CoreError {
  return new CoreError('no_workspace', message)
}
