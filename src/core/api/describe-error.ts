import type { ApiError } from './api-error'

/**
 * A sentence a supervisor can act on, for each way a request can fail. The UI
 * shows it in place of the raw service message, which it may add as detail.
 */
export function describeApiError(error: ApiError): string {
  switch (error.code) {
    case 'offline':
      return 'Switchboard cannot reach the service. Check the network connection and the workspace address in Settings.'
    case 'timeout':
      return 'The service did not answer in time. It may be slow or overloaded; try again in a moment.'
    case 'aborted':
      return 'The request was cancelled before it finished.'
    case 'redirected':
      return error.message
    case 'invalid_response':
      return `The service sent an answer Switchboard does not understand (${error.message}). Nothing from it was used; the service may have changed.`
  }
  return describeStatus(error)
}

function describeStatus(error: ApiError): string {
  const said = error.message ? ` The service said: ${withStop(error.message)}` : ''
  switch (error.status) {
    case 400:
      return `The service refused the request as invalid.${said}`
    case 401:
      return 'The service did not accept the API key. Check the key or rotate it in Settings.'
    case 403:
      if (error.permission !== undefined) return error.message
      return 'This API key is not allowed to do that in this workspace. Ask the workspace owner for the permission.'
    case 404:
      return `Not found: it may have been deleted, or it belongs to another workspace.${said}`
    case 429:
      return `Too many requests for this workspace's plan. Switchboard waits ${waitText(error.retryAfterMs)} before sending more.`
    case undefined:
      return `The request failed.${said}`
  }
  if (error.status >= 500) return `The service had an internal problem. Try again shortly.${said}`
  return `The service answered with an unexpected error (HTTP ${error.status}).${said}`
}

function waitText(ms: number | undefined): string {
  if (ms === undefined) return 'a few seconds'
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return seconds === 1 ? '1 second' : `${seconds} seconds`
}

function withStop(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`
}
