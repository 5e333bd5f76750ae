import type { BrowserWindow, Rectangle } from 'electron'
import { z } from 'zod'
import { readJsonFile, writeJsonFileSync } from '../core/storage/json-file'

const SavedWindowState = z.object({
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
})
export type SavedWindowState = z.infer<typeof SavedWindowState>

/** Where and how the window opens: no `x`/`y` means centred by Electron. */
export interface InitialWindowState {
  bounds: Partial<Rectangle> & { width: number; height: number }
  maximized: boolean
}

export const DEFAULT_SIZE = { width: 1280, height: 820 }
export const SAVE_DEBOUNCE_MS = 500

export async function loadWindowState(file: string, workAreas: readonly Rectangle[]): Promise<InitialWindowState> {
  return restoreWindowState(await readJsonFile(file, SavedWindowState), workAreas)
}

/**
 * The saved bounds, moved and shrunk as needed to lie wholly on a display that
 * exists now: a monitor unplugged since the last run must not leave the window
 * off-screen. The display it overlapped most wins; without any overlap the
 * first (primary) display.
 */
export function restoreWindowState(saved: SavedWindowState | null, workAreas: readonly Rectangle[]): InitialWindowState {
  const primary = workAreas[0]
  if (!saved || !primary) return { bounds: { ...DEFAULT_SIZE }, maximized: false }
  const area = workAreas.reduce((best, candidate) => (overlap(saved, candidate) > overlap(saved, best) ? candidate : best), primary)
  const width = Math.min(saved.width, area.width)
  const height = Math.min(saved.height, area.height)
  const x = clamp(saved.x, area.x, area.x + area.width - width)
  const y = clamp(saved.y, area.y, area.y + area.height - height)
  return { bounds: { x, y, width, height }, maximized: saved.maximized }
}

/**
 * Saves the window's size, position and maximized state as they change (debounced:
 * a drag emits hundreds of moves) and once more when it closes. The normal bounds
 * are saved, so a maximized window un-maximizes to where it was. Returns the
 * function that stops tracking.
 */
export function keepWindowState(window: BrowserWindow, file: string, debounceMs = SAVE_DEBOUNCE_MS): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const snapshot = (): SavedWindowState => ({ ...window.getNormalBounds(), maximized: window.isMaximized() })
  const save = () => {
    if (timer) clearTimeout(timer)
    timer = null
    // Synchronous: the last save runs on `close`, and the app may quit right after.
    try {
      writeJsonFileSync(file, snapshot())
    } catch {
      // A read-only profile only costs the remembered position.
    }
  }
  const later = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(save, debounceMs)
  }
  window.on('resize', later)
  window.on('move', later)
  window.on('maximize', later)
  window.on('unmaximize', later)
  window.on('close', save)
  return () => {
    if (timer) clearTimeout(timer)
    window.off('resize', later)
    window.off('move', later)
    window.off('maximize', later)
    window.off('unmaximize', later)
    window.off('close', save)
  }
}

function overlap(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max))
}
