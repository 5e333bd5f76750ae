/** What a control inside a Field refers to: its error and hint, when shown. */
export function describedBy(id: string, error: string | undefined, hint = false): string | undefined {
  const ids = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean)
  return ids.length > 0 ? ids.join(' ') : undefined
}
