import { describe, expect, it } from 'vitest'
import { DEFAULT_WALL_RULES, summarizeWall } from '../../../../../src/renderer/calls/wall/model'
import { DEFAULT_WALLBOARD_PREFS, loadWallboardPrefs, oldestTransfer, saveWallboardPrefs, wallboardTiles } from '../../../../../src/renderer/calls/wallboard/tiles'
import { call, iso, ruledWall, T0 } from '../fixtures'

const wall = ruledWall(
  [
    call('a', { duration: 2760, customerName: 'Lena Longest' }),
    call('b', { transferRequested: true, sentiment: 'negative' }),
    call('c', { transferRequested: true }),
  ],
  iso(T0),
)
const summary = summarizeWall(wall, T0, DEFAULT_WALL_RULES)
const byId = (tiles: ReturnType<typeof wallboardTiles>) => Object.fromEntries(tiles.map((t) => [t.id, t]))

describe('wallboard tiles', () => {
  it('shows the seven figures and colours each against its thresholds', () => {
    const tiles = byId(wallboardTiles(summary, null, 12, DEFAULT_WALLBOARD_PREFS))
    expect(Object.keys(tiles)).toEqual(['callsNow', 'transfersWaiting', 'oldestTransfer', 'negative', 'longest', 'nearMax', 'callbacksOverdue'])
    expect(tiles.callsNow).toMatchObject({ value: '3', level: 'normal' })
    expect(tiles.transfersWaiting).toMatchObject({ value: '2', level: 'warn' })
    expect(tiles.negative).toMatchObject({ value: '1', level: 'warn' })
    // 46 minutes: past amber (45), short of red (55); the tile names the customer.
    expect(tiles.longest).toMatchObject({ value: '46:00', level: 'warn', note: 'Lena Longest' })
    expect(tiles.nearMax).toMatchObject({ value: '0', level: 'normal' })
    expect(tiles.callbacksOverdue).toMatchObject({ value: '12', level: 'alert' })
  })

  it('says "–" for overdue callbacks until the console answered, and never colours a threshold left empty', () => {
    const prefs = { ...DEFAULT_WALLBOARD_PREFS, thresholds: { ...DEFAULT_WALLBOARD_PREFS.thresholds, transfersWaiting: { warnAt: null, alertAt: 2 } } }
    const tiles = byId(wallboardTiles(summary, null, null, prefs))
    expect(tiles.callbacksOverdue).toMatchObject({ value: '–', level: 'normal' })
    expect(tiles.transfersWaiting!.level).toBe('alert')
  })

  it('names the transfer request that has waited longest, with its wait against the thresholds (seconds)', () => {
    const waiting = ruledWall(
      [call('a', { transferRequested: true, customerName: 'Ada Early' }), call('b', { transferRequested: true, customerName: 'Bo Later' }), call('c')],
      iso(T0),
      undefined,
      { a: iso(T0 - 95_000), b: iso(T0 - 10_000) },
    )
    const oldest = oldestTransfer(waiting, T0)
    expect(oldest).toMatchObject({ seconds: 95 })
    expect(oldest!.entry.call.roomName).toBe('a')
    const tile = byId(wallboardTiles(summarizeWall(waiting, T0, DEFAULT_WALL_RULES), oldest, 0, DEFAULT_WALLBOARD_PREFS)).oldestTransfer
    // 1:35 is past red (90 s).
    expect(tile).toMatchObject({ label: 'Oldest transfer waiting', value: '1:35', level: 'alert', note: 'Ada Early' })
    expect(byId(wallboardTiles(summarizeWall(waiting, T0, DEFAULT_WALL_RULES), oldestTransfer(waiting, T0 - 50_000), 0, DEFAULT_WALLBOARD_PREFS)).oldestTransfer)
      .toMatchObject({ value: '0:45', level: 'warn' })
  })

  it('says "–" and "None waiting" when no transfer request waits (a request a supervisor answered does not)', () => {
    const answered = ruledWall([call('a', { transferRequested: true })], iso(T0))
    expect(oldestTransfer(answered, T0)).toBeNull()
    expect(byId(wallboardTiles(summary, null, 0, DEFAULT_WALLBOARD_PREFS)).oldestTransfer).toMatchObject({ value: '–', level: 'normal', note: 'None waiting' })
  })

  it('keeps the other thresholds of an entry saved before the oldest transfer had one', () => {
    const { oldestTransfer: _new, ...before } = DEFAULT_WALLBOARD_PREFS.thresholds
    const kept = { thresholds: { ...before, negative: { warnAt: 2, alertAt: 4 } }, rotateSeconds: 15 }
    const storage = { getItem: () => JSON.stringify(kept), setItem: () => undefined }
    expect(loadWallboardPrefs(storage)).toEqual({ ...kept, thresholds: { ...kept.thresholds, oldestTransfer: DEFAULT_WALLBOARD_PREFS.thresholds.oldestTransfer } })
  })

  it('keeps the thresholds across restarts, and a damaged entry gives the defaults', () => {
    const stored = new Map<string, string>()
    const storage = { getItem: (key: string) => stored.get(key) ?? null, setItem: (key: string, value: string) => void stored.set(key, value) }
    const changed = { ...DEFAULT_WALLBOARD_PREFS, rotateSeconds: 30 }
    saveWallboardPrefs(storage, changed)
    expect(loadWallboardPrefs(storage)).toEqual(changed)
    stored.set('switchboard.calls.wallboard', '{"thresholds": 3}')
    expect(loadWallboardPrefs(storage)).toEqual(DEFAULT_WALLBOARD_PREFS)
  })
})
