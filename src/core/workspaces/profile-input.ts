import { checkBaseUrl } from './base-url'
import { PLAN_REQUESTS_PER_MINUTE, type ProfileChanges, type WorkspaceProfile } from './profile'
import { CoreError, words, type CoreWords } from '../errors/core-error'

/** The profile after `changes`; a new plan brings its own limit unless one is given. */
export function applyChanges(profile: WorkspaceProfile, changes: ProfileChanges): WorkspaceProfile {
  const plan = changes.plan === undefined ? profile.plan : required(changes.plan, words('errors.workspaces.planEmpty'))
  const planRate = changes.plan === undefined ? undefined : PLAN_REQUESTS_PER_MINUTE[plan]
  return {
    ...profile,
    label: changes.label === undefined ? profile.label : required(changes.label, words('errors.workspaces.labelEmpty')),
    plan,
    requestsPerMinute: checkRate(changes.requestsPerMinute ?? planRate ?? profile.requestsPerMinute),
    baseUrl: changes.baseUrl === undefined ? profile.baseUrl : checkBaseUrl(changes.baseUrl),
  }
}

export function required(value: string, empty: CoreWords): string {
  const trimmed = value.trim()
  if (!trimmed) throw new CoreError('invalid_profile', empty)
  return trimmed
}

export function checkRate(requestsPerMinute: number): number {
  if (!Number.isInteger(requestsPerMinute) || requestsPerMinute < 1) {
    throw new CoreError('invalid_profile', words('errors.workspaces.rate'))
  }
  return requestsPerMinute
}
