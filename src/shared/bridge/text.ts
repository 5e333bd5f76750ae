import { z } from 'zod'

/** A UTF-16 surrogate without its other half: not Unicode, so no URL, header or JSON reader takes it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** C0 and C1 controls and DEL: no identifier holds one, and in a path or a log line they mislead. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true
  }
  return false
}

/**
 * An identifier the renderer hands back (a room name, a disposition, agent or
 * profile id): one to `max` characters of well-formed Unicode without control
 * characters, so a hostile one is `invalid_argument` at the boundary, never a
 * failure to encode it deeper in. `trim` as the service's forms do.
 */
export function idText(options: { max?: number; trim?: boolean; empty?: string } = {}) {
  const base = options.trim ? z.string().trim() : z.string()
  return base
    .min(1, options.empty)
    .max(options.max ?? 200)
    .refine((value) => !LONE_SURROGATE.test(value), 'is not valid Unicode (a lone surrogate)')
    .refine((value) => !hasControl(value), 'contains a control character')
}

/**
 * Words someone said or wrote (a transcript line): one to `max` characters of
 * well-formed Unicode once trimmed, line breaks and tabs allowed, no other
 * control character.
 */
export function spokenText(options: { max: number; empty: string }) {
  return z
    .string()
    .trim()
    .min(1, options.empty)
    .max(options.max)
    .refine((value) => !LONE_SURROGATE.test(value), 'is not valid Unicode (a lone surrogate)')
    .refine((value) => !hasControl(value.replace(/[\t\n\r]/g, ' ')), 'contains a control character')
}
