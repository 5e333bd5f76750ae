import { answerIssues, describe, errorIssues } from '../contract/check'
import type { Endpoint } from '../contract/contract'
import { HttpError, internalError } from './errors'

/**
 * A 500 naming the fields when the simulator's answer breaks the contract: a
 * test sees its own peer's mistake instead of a client quietly accepting it.
 * `endpoint` is null on `/_sim`, which the contract does not cover.
 */
export function assertAnswer(endpoint: Endpoint | null, status: number, body: unknown): void {
  if (endpoint === null) return
  const issues = answerIssues(endpoint, status, body)
  if (issues.length > 0) throw internalError(`The answer to ${endpoint.method} ${endpoint.path} breaks the contract: ${describe(issues)}`)
}

/** The error as answered, or a 500 naming how its body breaks the contract's error shapes. */
export function checkedError(error: HttpError): HttpError {
  const issues = errorIssues(error.status, error.body)
  return issues.length === 0 ? error : internalError(`The ${error.status} answer breaks the contract: ${describe(issues)}`)
}
