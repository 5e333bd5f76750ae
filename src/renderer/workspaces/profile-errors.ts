import type { BridgeError, KeychainProblem } from '../../shared/bridge'
import { sentText } from '../i18n/translation.svelte'

/** The fields of a workspace profile an error can be about. */
export type ProfileField = 'label' | 'baseUrl' | 'workspaceId' | 'apiKey'

/** What core's codes for adding a workspace are about (`src/core/workspaces`). */
const BY_CODE: Readonly<Record<string, ProfileField>> = {
  invalid_url: 'baseUrl',
  insecure_url: 'baseUrl',
  unreachable: 'baseUrl',
  unexpected_response: 'baseUrl',
  unknown_key: 'apiKey',
  wrong_workspace: 'workspaceId',
}

/** An empty field is `invalid_profile`, named by its subject: "The workspace id must not be empty." */
const BY_SUBJECT: readonly (readonly [string, ProfileField])[] = [
  ['The label ', 'label'],
  ['The workspace id ', 'workspaceId'],
  ['The API key ', 'apiKey'],
  ['The new API key ', 'apiKey'],
]

/** The field an error is shown beside, or null for one about the whole form (a refused request, a rate limit). */
export function profileFieldOf(error: Pick<BridgeError, 'code' | 'message'>): ProfileField | null {
  const byCode = BY_CODE[error.code]
  if (byCode) return byCode
  if (error.code !== 'invalid_profile') return null
  return BY_SUBJECT.find(([subject]) => error.message.startsWith(subject))?.[1] ?? null
}

/** Settings → Workspaces' banner: what is wrong with the OS keychain and how to fix it, in the language in use. */
export function keychainText(problem: KeychainProblem): string {
  return `${sentText(problem.reasonWords, problem.reason)}. ${sentText(problem.fixWords, problem.fix)}`
}
