import { inEnglish, words, type CoreWords } from '../errors/core-error'
import type { ApiError } from './api-error'

/**
 * A sentence a supervisor can act on, for each way a request can fail. The UI
 * shows it in place of the raw service message, which it may add as detail.
 */
export function describeApiError(error: ApiError): string {
  const said = apiErrorWords(error)
  return typeof said === 'string' ? said : inEnglish(said)
}

/** {@link describeApiError}'s sentence as core's message, or the text it passes on as it is. */
export function apiErrorWords(error: ApiError): CoreWords | string {
  switch (error.code) {
    case 'offline':
      return words('errors.api.offline')
    case 'timeout':
      return words('errors.api.timeout')
    case 'aborted':
      return words('errors.api.aborted')
    case 'redirected':
      return error.message
    case 'invalid_response':
      return words('errors.api.invalidResponse', { why: error.message })
  }
  return describeStatus(error)
}

function describeStatus(error: ApiError): CoreWords | string {
  const said = error.message ? withStop(error.message) : undefined
  switch (error.status) {
    case 400:
      return said === undefined ? words('errors.api.invalid') : words('errors.api.invalidSaid', { said })
    case 401:
      return words('errors.api.unauthorized')
    case 403:
      if (error.permission !== undefined) return error.message
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

function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}
