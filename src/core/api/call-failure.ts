import { CoreError } from '../errors/core-error'
import { isApiError } from './api-error'
import { describeApiError } from './describe-error'

/**
 * The errors the reference documents for placing a call, in a supervisor's
 * words; shared by every feature that places calls (callbacks, campaigns).
 */
export function describeCallFailure(error: unknown, agentName: string): unknown {
  if (!isApiError(error)) return error
  const said = error.details ?? error.message
  const keep = (code: string, message: string) => new CoreError(code, message, { status: error.status, details: said })
  if (error.status === 404) {
    return keep('agent_not_found', `The agent "${agentName}" does not exist in this workspace, or this API key cannot use it. Choose another agent.`)
  }
  if (error.status === 400 && error.code === 'invalid_number') {
    return keep('invalid_number', `The service refused the number as invalid: ${said}`)
  }
  if (error.status === 400) {
    const flow = /flow|pathway/i.test(said) && !/phone/i.test(said)
    return keep(
      'agent_not_ready',
      flow
        ? `The agent "${agentName}" has no call flow configured, so it cannot place calls. Give it a flow in Admin, or choose another agent.`
        : `The agent "${agentName}" has no phone number configured, so it cannot place calls. Assign it a number in Admin, or choose another agent.`,
    )
  }
  if (error.status === 429 && error.code === 'CONCURRENCY_LIMIT') {
    return keep('concurrency_limit', "The plan's limit of simultaneous calls is reached. Wait for a call to end, then try again.")
  }
  if (error.status === 500 && error.code === 'UNKNOWN_ERROR') {
    return keep('call_failed', `The call could not be started. The service said: ${said.replace(/[.!?]+$/, '')}. Try again in a moment.`)
  }
  return keep(error.code, describeApiError(error))
}
