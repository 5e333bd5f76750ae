/** The status a callback takes once its call was placed: the customer was called back (the service's statuses: docs/api-choices.md). */
export const CALLED_STATUS = 'completed'


export function calledLine(at: string, agentName: string, callId: string): string {
  return `Called at ${at} by ${agentName} (call ${callId}).`
}

export function failedLine(at: string, agentName: string, reason: string): string {
  return `Call attempt at ${at} by ${agentName} failed: ${reason}`
}
