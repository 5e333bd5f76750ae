import type { Result } from '../../shared/bridge'

/** A row the cache may no longer hold (null) as a failure that says so: `what` names it for the supervisor. */
export function cached<T>(result: Result<T | null>, what: string): Result<T> {
  if (!result.ok || result.value !== null) return result as Result<T>
  return { ok: false, error: { code: 'not_found', message: `This ${what} is not in the cache any more.` } }
}
