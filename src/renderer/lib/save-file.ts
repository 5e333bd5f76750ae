/** A file an export made: its name, type and text. */
export interface SavedFile {
  filename: string
  mimeType: string
  content: string
}

/**
 * Saves an export as a file: a Blob behind an `<a download>`. The
 * browser host downloads it; Electron's default `will-download` handling asks
 * where to save.
 */
export function saveFile(file: SavedFile): void {
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
