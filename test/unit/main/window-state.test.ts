import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createElectronMock, FakeBrowserWindow } from './electron-mock'

vi.mock('electron', () => createElectronMock())
const { keepWindowState, loadWindowState, restoreWindowState, SAVE_DEBOUNCE_MS } = await import('../../../src/main/window-state')
const { createMainWindow } = await import('../../../src/main/window')
const { rendererSource } = await import('../../../src/main/origins')

const laptop = { x: 0, y: 0, width: 1440, height: 875 }
const monitorOnRight = { x: 1440, y: 0, width: 2560, height: 1410 }

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-window-'))
  file = join(dir, 'window-state.json')
  FakeBrowserWindow.created = []
})
afterEach(() => {
  vi.useRealTimers()
  rmSync(dir, { recursive: true, force: true })
})

describe('restoring the window', () => {
  it('opens at the default size, centred, the first time', async () => {
    expect(await loadWindowState(file, [laptop])).toEqual({ bounds: { width: 1280, height: 820 }, maximized: false })
  })

  it('restores size, position and maximized state on the display it was on', () => {
    const saved = { x: 1600, y: 100, width: 1400, height: 900, maximized: true }
    expect(restoreWindowState(saved, [laptop, monitorOnRight])).toEqual({
      bounds: { x: 1600, y: 100, width: 1400, height: 900 },
      maximized: true,
    })
  })

  it('brings a window back from a display that is gone, shrunk to fit the remaining one', () => {
    const saved = { x: 2000, y: 200, width: 2000, height: 1200, maximized: false }
    expect(restoreWindowState(saved, [laptop])).toEqual({ bounds: { x: 0, y: 0, width: 1440, height: 875 }, maximized: false })
  })

  it('pulls a window hanging off an edge fully onto the display it mostly overlaps', () => {
    const saved = { x: 3700, y: -50, width: 600, height: 500, maximized: false }
    expect(restoreWindowState(saved, [laptop, monitorOnRight]).bounds).toEqual({ x: 3400, y: 0, width: 600, height: 500 })
    const left = { x: -300, y: 300, width: 800, height: 600, maximized: false }
    expect(restoreWindowState(left, [laptop, monitorOnRight]).bounds).toEqual({ x: 0, y: 275, width: 800, height: 600 })
  })

  it('ignores a damaged or hand-edited file', async () => {
    writeFileSync(file, JSON.stringify({ x: 'left', width: -5 }))
    expect((await loadWindowState(file, [laptop])).bounds).toEqual({ width: 1280, height: 820 })
  })

  it('creates the window with the restored bounds and maximizes it before showing', async () => {
    writeFileSync(file, JSON.stringify({ x: 40, y: 30, width: 1000, height: 700, maximized: true }))
    createMainWindow(rendererSource(true, {}), await loadWindowState(file, [laptop]))
    const window = FakeBrowserWindow.created[0]!
    expect(window.options).toMatchObject({ x: 40, y: 30, width: 1000, height: 700, minWidth: 900 })
    expect(window.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true })
    window.emit('ready-to-show')
    expect(window.maximized).toBe(true)
    expect(window.shown).toBe(true)
  })
})

describe('saving the window state', () => {
  it('saves once after a burst of moves, debounced', () => {
    vi.useFakeTimers()
    const window = new FakeBrowserWindow({ x: 10, y: 10, width: 1000, height: 700 })
    keepWindowState(window as never, file)
    for (let x = 11; x < 200; x++) window.userMoves({ x, y: 10, width: 1000, height: 700 })
    expect(existsSync(file)).toBe(false)
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ x: 199, y: 10, width: 1000, height: 700, maximized: false })
  })

  it('saves at once when the window closes, keeping the normal bounds of a maximized window', () => {
    vi.useFakeTimers()
    const window = new FakeBrowserWindow({ x: 50, y: 60, width: 1100, height: 750 })
    keepWindowState(window as never, file)
    window.maximize()
    window.emit('close')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ x: 50, y: 60, width: 1100, height: 750, maximized: true })
  })

  it('round-trips: what is saved is what the next launch opens', async () => {
    vi.useFakeTimers()
    const window = new FakeBrowserWindow({})
    keepWindowState(window as never, file)
    window.userMoves({ x: 1500, y: 40, width: 1200, height: 800 })
    window.emit('close')
    expect(await loadWindowState(file, [laptop, monitorOnRight])).toEqual({
      bounds: { x: 1500, y: 40, width: 1200, height: 800 },
      maximized: false,
    })
  })

  it('stops saving when untracked', () => {
    vi.useFakeTimers()
    const window = new FakeBrowserWindow({})
    const stop = keepWindowState(window as never, file)
    stop()
    window.userMoves({ x: 1, y: 1, width: 900, height: 600 })
    window.emit('close')
    vi.advanceTimersByTime(SAVE_DEBOUNCE_MS)
    expect(existsSync(file)).toBe(false)
  })
})
