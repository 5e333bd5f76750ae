import { utcToZoned } from '../../shared/time/zoned-time'

/** The status a callback takes once its call was placed: the customer was called back (the service's statuses: docs/api-choices.md). */
export const CALLED_STATUS = 'completed'

/** `2026-11-23 14:05 (Europe/Paris)`: the time a notes line names, in the console's display zone. */
export function notedTime(epochMs: number, zone: string): string {
  return `${utcToZoned(new Date(epochMs).toISOString(), zone).slice(0, 16).replace('T', ' ')} (${zone})`
}

export function calledLine(at: string, agentName: string, callId: string): string {
  return `Called at ${at} by ${agentName} (call ${callId}).`
}

export function failedLine(at: string, agentName: string, reason: string): string {
  return `Call attempt at ${at} by ${agentName} failed: ${reason}`
}

/** The notes with the line added on a line of its own. */
export function withLine(notes: string, line: string): string {
  const kept = notes.trimEnd()
  return kept === '' ? line : `${kept}\n${line}`
}
