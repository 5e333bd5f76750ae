import { CoreError, words, type CoreWords } from '../errors/core-error'
import { isApiError } from './api-error'
import { apiErrorWords } from './describe-error'

/**
 * The errors the reference documents for placing a call, in a supervisor's
 * words; shared by every feature that places calls (callbacks, campaigns).
 */
export function describeCallFailure(error: unknown, agentName: string): unknown {
  if (!isApiError(error)) return error
  const said = error.details ?? error.message
  const keep = (code: string, message: CoreWords | string) => new CoreError(code, message, { status: error.status, details: said })
  if (error.status === 404) {
    return keep('agent_not_found', words('errors.placeCall.agentNotFound', { agent: agentName }))
  }
  if (error.status === 400 && error.code === 'invalid_number') {
    return keep('invalid_number', words('errors.placeCall.invalidNumber', { said }))
  }
  if (error.status === 400) {
    const flow = /flow|pathway/i.test(said) && !/phone/i.test(said)
    return keep('agent_not_ready', words(flow ? 'errors.placeCall.noFlow' : 'errors.placeCall.noNumber', { agent: agentName }))
  }
  if (error.status === 429 && error.code === 'CONCURRENCY_LIMIT') {
    return keep('concurrency_limit', words('errors.placeCall.concurrencyLimit'))
  }
  if (error.status === 500 && error.code === 'UNKNOWN_ERROR') {
    return keep('call_failed', words('errors.placeCall.failed', { said: said.replace(/[.!?]+$/, '') }))
  }
  return keep(error.code, apiErrorWords(error))
}
