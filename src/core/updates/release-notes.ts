/** electron-updater's release notes: a string, or per-version notes when `fullChangelog` is on. */
export type RawReleaseNotes = string | readonly { version: string; note: string | null }[] | null | undefined

/**
 * Release notes as plain text. Update servers often publish them as HTML; the
 * console never renders HTML it downloaded, so tags become line breaks or go.
 */
export function releaseNotesText(notes: RawReleaseNotes): string | null {
  if (notes === null || notes === undefined) return null
  const text =
    typeof notes === 'string'
      ? htmlToText(notes)
      : notes
          .map((entry) => `${entry.version}\n${htmlToText(entry.note ?? '')}`.trim())
          .join('\n\n')
  return text.trim() === '' ? null : text.trim()
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\s*(br|\/p|\/li|\/h\d)\s*\/?>/gi, '\n')
    .replace(/<\s*li[^>]*>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
}
