import type { BridgeError } from '../../shared/bridge'
import { errorText } from '../i18n/translation.svelte'

/** Field key → the message shown beside it. */
export type FieldErrors = Partial<Record<string, string>>

export interface Issue {
  path: readonly PropertyKey[] | string
  message: string
}

/**
 * A form's fields by the paths the schema and the service use for them
 * (`voice.voiceId` → `voiceId`). A path deeper than a field's belongs to it
 * (`nodes.2.id` → `routing`), so each form lists its fields' path prefixes.
 */
export type FieldPaths = Readonly<Record<string, string>>

function joined(path: Issue['path']): string {
  return typeof path === 'string' ? path : path.map(String).join('.')
}

/** The field a path names, by the longest matching prefix; null when none does. */
export function fieldOfPath(path: string, fields: FieldPaths): string | null {
  let best: string | null = null
  let bestLength = -1
  for (const [prefix, field] of Object.entries(fields)) {
    const matches = path === prefix || path.startsWith(`${prefix}.`)
    if (matches && prefix.length > bestLength) {
      best = field
      bestLength = prefix.length
    }
  }
  return best
}

/** Schema issues as one message per field (the first); `strip` drops the Bridge argument's name (`agent.`). */
export function fieldErrorsOf(issues: readonly Issue[], fields: FieldPaths, strip = ''): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const full = joined(issue.path)
    const path = strip && full.startsWith(strip) ? full.slice(strip.length) : full
    const field = fieldOfPath(path, fields)
    if (field && errors[field] === undefined) errors[field] = sentence(issue.message, path, field, fields)
  }
  return errors
}

export interface RefusalOnForm {
  fields: FieldErrors
  /** What no field shows: the whole refusal when no field was named. */
  general: string | null
}

/**
 * A refused write on its form. The Bridge's own check names fields in
 * `issues`; the service's 400 says `path: message; path: message` in
 * `details` (docs/api-choices.md), or, from a service that words it
 * differently, names a field somewhere in its text.
 */
export function refusalOnForm(error: BridgeError, fields: FieldPaths, strip = ''): RefusalOnForm {
  if (error.issues && error.issues.length > 0) {
    const found = fieldErrorsOf(error.issues, fields, strip)
    return Object.keys(found).length > 0 ? { fields: found, general: null } : { fields: {}, general: errorText(error) }
  }
  if (error.status !== 400) return { fields: {}, general: errorText(error) }
  const text = error.details ?? ''
  const found: FieldErrors = {}
  for (const part of text.split('; ')) {
    const match = /^([\w.[\]]+): (.+)$/.exec(part.trim())
    const field = match ? fieldOfPath(match[1]!, fields) : null
    if (match && field && found[field] === undefined) found[field] = sentence(match[2]!, match[1]!, field, fields)
  }
  if (Object.keys(found).length === 0) {
    const named = mentionedField(`${text} ${error.message}`, fields)
    if (named) found[named] = text || errorText(error)
  }
  return Object.keys(found).length > 0 ? { fields: found, general: null } : { fields: {}, general: errorText(error) }
}

/** A field whose path's last word appears in free text (`Invalid maxCallDuration`), longest first. */
function mentionedField(text: string, fields: FieldPaths): string | null {
  const candidates = Object.entries(fields)
    .map(([prefix, field]) => ({ word: prefix.split('.').at(-1) ?? prefix, field }))
    .sort((a, b) => b.word.length - a.word.length)
  for (const { word, field } of candidates) {
    if (new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text)) return field
  }
  return null
}

/**
 * The message as it reads beside its field, capitalised; a message about a
 * part of the field (`nodes.2.id` in the routing field) starts with that part.
 */
function sentence(message: string, path: string, field: string, fields: FieldPaths): string {
  const own = Object.entries(fields).some(([prefix, f]) => f === field && prefix === path)
  return own ? message.charAt(0).toUpperCase() + message.slice(1) : `${path}: ${message}`
}

/** What a control inside a Field refers to: its error and hint, when shown. */
export function describedBy(id: string, error: string | undefined, hint = false): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
