import { inEnglish, words, type CoreWords } from '../errors/core-error'
import { GATED_ACTIONS } from '../../shared/permissions'
import type { ApiError } from './api-error'

/**
 * A sentence a supervisor can act on, for each way a request can fail. The UI
 * shows it in place of the raw service message, which it may add as detail.
 */
export function describeApiError(error: ApiError): string {
  return inEnglish(apiErrorWords(error))
}

/** {@link describeApiError}'s sentence as core's message. */
export function apiErrorWords(error: ApiError): CoreWords {
  switch (error.code) {
    case 'offline':
      return words('errors.api.offline')
    case 'timeout':
      return words('errors.api.timeout')
    case 'aborted':
      return words('errors.api.aborted')
    case 'redirected':
      return error.details === undefined ? words('errors.api.redirectedElsewhere') : words('errors.api.redirected', { address: error.details })
    case 'invalid_response':
      return words('errors.api.invalidResponse', { why: error.message })
  }
  return describeStatus(error)
}

function describeStatus(error: ApiError): CoreWords {
  const said = error.message ? withStop(error.message) : undefined
  switch (error.status) {
    case 400:
      return said === undefined ? words('errors.api.invalid') : words('errors.api.invalidSaid', { said })
    case 401:
      return words('errors.api.unauthorized')
    case 403:
      if (error.permission !== undefined) return mayNotWords(error.permission)
      return words('errors.api.forbidden')
    case 404:
      return said === undefined ? words('errors.api.notFound') : words('errors.api.notFoundSaid', { said })
    case 429:
      return error.retryAfterMs === undefined
        ? words('errors.api.rateLimitedBriefly')
        : words('errors.api.rateLimited', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) })
    case undefined:
      return said === undefined ? words('errors.api.failed') : words('errors.api.failedSaid', { said })
  }
  if (error.status >= 500) return said === undefined ? words('errors.api.serverError') : words('errors.api.serverErrorSaid', { said })
  const status = String(error.status)
  return said === undefined ? words('errors.api.httpError', { status }) : words('errors.api.httpErrorSaid', { said, status })
}

/** A refusal for a permission the key lacks, worded as the renderer words a closed action (`app.gate.refused`). */
function mayNotWords(permission: string): CoreWords {
  const action = Object.entries(GATED_ACTIONS).find(([, gate]) => gate.permission === permission)?.[0] ?? 'other'
  return words('errors.api.mayNot', { action, permission })
}

function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}
