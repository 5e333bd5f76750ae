import type { Result } from '../../shared/bridge'

/** A row the cache may no longer hold (null) as a failure that says so, in `gone`'s words. */
export function cached<T>(result: Result<T | null>, gone: string): Result<T> {
  if (!result.ok || result.value !== null) return result as Result<T>
  return { ok: false, error: { code: 'not_found', message: gone } }
}
