/** A file an export made: its name, type and text. */
export interface SavedFile {
  filename: string
  mimeType: string
  content: string
}

/**
 * Saves content as a file: a Blob (or data URL) behind an `<a download>`. The
 * browser host downloads it; Electron's default `will-download` handling asks
 * where to save.
 */
export function saveFile(filename: string, content: Blob | string): void {
  const url = typeof content === 'string' ? content : URL.createObjectURL(content)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has read the Blob by the next task; revoking at once can cancel it in some engines.
  if (typeof content !== 'string') setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Saves an export's text as a file of its type. */
export function saveExport(file: SavedFile): void {
  saveFile(file.filename, new Blob([file.content], { type: file.mimeType }))
}
