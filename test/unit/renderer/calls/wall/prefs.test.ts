import { describe, expect, it } from 'vitest'
import { DEFAULT_WALL_PREFS, loadWallPrefs, saveWallPrefs } from '../../../../../src/renderer/calls/wall/model'

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

describe('wall choices persist', () => {
  it('filters, sort, layout and density survive a restart', () => {
    const storage = memoryStorage()
    const prefs = {
      filters: { agent: 'Sales', sentiment: 'negative', type: 'phone' as const, transferOnly: true, search: '415' },
      sort: 'sentiment' as const,
      mode: 'table' as const,
      density: 'compact' as const,
    }
    saveWallPrefs(storage, prefs)
    expect(loadWallPrefs(storage)).toEqual(prefs)
  })

  it('an entry kept before density existed keeps its choices, comfortable', () => {
    const before = { filters: { agent: null, sentiment: null, type: null, transferOnly: true, search: '' }, sort: 'newest', mode: 'table' }
    expect(loadWallPrefs(memoryStorage({ 'switchboard.calls.wall': JSON.stringify(before) }))).toEqual({ ...before, density: 'comfortable' })
  })

  it('a damaged or foreign entry gives the defaults', () => {
    expect(loadWallPrefs(memoryStorage({ 'switchboard.calls.wall': '{not json' }))).toEqual(DEFAULT_WALL_PREFS)
    expect(loadWallPrefs(memoryStorage({ 'switchboard.calls.wall': '{"sort":"random"}' }))).toEqual(DEFAULT_WALL_PREFS)
    expect(loadWallPrefs(memoryStorage())).toEqual(DEFAULT_WALL_PREFS)
  })

  it('a storage that refuses writes does not break the wall', () => {
    const refusing = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError') } }
    expect(() => saveWallPrefs(refusing, DEFAULT_WALL_PREFS)).not.toThrow()
  })
})
