import type { HistoryExport, HistoryExportRequest } from '../../shared/bridge'

/** What a list's export asks for, the format aside (the button chosen adds it). */
export type ExportRequest = HistoryExportRequest extends infer R ? (R extends unknown ? Omit<R, 'format'> : never) : never

/**
 * Saves an export as a file: a Blob behind an `<a download>`. The browser host
 * downloads it; Electron's default `will-download` handling asks where to save.
 */
export function saveExport(file: HistoryExport): void {
  const url = URL.createObjectURL(new Blob([file.content], { type: file.mimeType }))
  const link = document.createElement('a')
  link.href = url
  link.download = file.filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has read the Blob by the next task; revoking at once can cancel it in some engines.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
