/** What the New call form checks as the supervisor types: the key/value rows, the callback URL (the number: `number-check.ts`); in English unless given the window's `t`. */
import { t } from '../i18n/translation.svelte'

/** A row of a key/value editor (dynamic variables, metadata). */
export interface KeyValue {
  key: string
  value: string
}

/** The rows as a map, or what is wrong with them: a value without a name, a name twice. */
export function pairsOf(rows: readonly KeyValue[], what: 'variable' | 'metadata'): { pairs: Record<string, string>; problem: string | null } {
  const pairs: Record<string, string> = {}
  for (const row of rows) {
    const key = row.key.trim()
    if (key === '' && row.value.trim() === '') continue
    if (key === '') return { pairs, problem: t('campaigns.pairs.noName', { what }) }
    if (Object.hasOwn(pairs, key)) return { pairs, problem: t('campaigns.pairs.twice', { what, key }) }
    pairs[key] = row.value
  }
  return { pairs, problem: null }
}

/** Empty, or an https:// address; anything else is the problem to show. */
export function callbackUrlProblem(text: string): string | null {
  const value = text.trim()
  if (value === '') return null
  try {
    return new URL(value).protocol === 'https:' ? null : t('campaigns.newCall.urlNotHttps')
  } catch {
    return t('campaigns.newCall.urlInvalid')
  }
}
