import type { ServiceCount } from './rate-limiter'

/**
 * The key's window as an answer's rate-limit headers tell it, or null when
 * they do not (the reference does not show them: docs/api-choices.md). Read
 * tolerantly: `RateLimit-Remaining` / `RateLimit-Limit`, their `X-` forms, or
 * the structured `RateLimit: limit=600, remaining=12` form.
 */
export function serviceCountOf(headers: Headers): ServiceCount | null {
  const structured = parameters(headers.get('ratelimit'))
  const remaining = count(headers.get('ratelimit-remaining') ?? headers.get('x-ratelimit-remaining') ?? structured.get('remaining'))
  if (remaining === null) return null
  const limit = count(headers.get('ratelimit-limit') ?? headers.get('x-ratelimit-limit') ?? structured.get('limit'))
  return { remaining, limit: limit !== null && limit > 0 && limit >= remaining ? limit : null }
}

function parameters(value: string | null): Map<string, string> {
  const found = new Map<string, string>()
  for (const part of value?.split(/[,;]/) ?? []) {
    const [name, text] = part.split('=')
    if (name !== undefined && text !== undefined) found.set(name.trim().toLowerCase(), text.trim())
  }
  return found
}

/** A whole number of requests; a limit with a policy (`600, 600;w=60`) is read up to its first comma. */
function count(value: string | null | undefined): number | null {
  const text = value?.split(',')[0]?.trim()
  if (text === undefined || !/^\d{1,9}$/.test(text)) return null
  return Number(text)
}
