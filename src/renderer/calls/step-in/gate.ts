import { t } from '../../i18n/translation.svelte'

/** What a card's Barge button is described by while stepping in is closed: one note for the whole wall, as End has. */
export const STEP_IN_BLOCKED_ID = 'step-in-blocked'

/**
 * Why the supervisor may not barge in or take over now, or null: the key's
 * permission first (stepping in ends what the AI agent does, so it needs the
 * permission to end calls), then the connection, then the media server.
 * `mediaServerConfigured` is null while the settings are still being read.
 */
export function stepInRefusal(input: { keyRefusal: string | null; offline: boolean; mediaServerConfigured: boolean | null }): string | null {
  if (input.keyRefusal) return t('calls.stepIn.samePermission', { refusal: input.keyRefusal })
  if (input.offline) return t('calls.stepIn.offline')
  if (input.mediaServerConfigured === false) return t('calls.stepIn.noMediaServer')
  return null
}
