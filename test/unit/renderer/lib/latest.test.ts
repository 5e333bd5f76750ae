import { describe, expect, it } from 'vitest'
import { Latest } from '../../../../src/renderer/lib/latest.svelte'
import { pending } from './answers'

describe('the one loader: the latest request wins', () => {
  it('a slow answer that arrives after a newer one is dropped', async () => {
    const latest = new Latest<string>()
    const slow = pending<string>()
    const fast = pending<string>()
    const first = latest.load(() => slow.promise)
    const second = latest.load(() => fast.promise)
    fast.answer('results for "ada"')
    expect(await second).toBe(true)
    slow.answer('results for "a"')
    expect(await first).toBe(false)
    expect(latest.value).toBe('results for "ada"')
    expect(latest.loading).toBe(false)
  })

  it('says it is loading, keeps what is shown while a reload runs and when it fails, and says why', async () => {
    const latest = new Latest<number>()
    await latest.load(async () => ({ ok: true, value: 1 }))
    const reload = pending<number>()
    const running = latest.load(() => reload.promise)
    expect([latest.loading, latest.value]).toEqual([true, 1])
    reload.fail('The cache could not be read.')
    await running
    expect([latest.loading, latest.value, latest.error]).toEqual([false, 1, 'The cache could not be read.'])
    await latest.load(async () => ({ ok: true, value: 2 }))
    expect([latest.value, latest.error]).toEqual([2, null])
  })

  it('a failure before any answer shows nothing but the error', async () => {
    const latest = new Latest<number>()
    await latest.load(async () => ({ ok: false, error: { code: 'offline', message: 'Offline.' } }))
    expect([latest.loaded, latest.value, latest.error]).toEqual([false, null, 'Offline.'])
  })

  it('reset (another workspace) and set (a row already on screen) win over an answer still on its way', async () => {
    const latest = new Latest<string>()
    const old = pending<string>()
    const loading = latest.load(() => old.promise)
    latest.reset()
    expect([latest.loading, latest.value]).toEqual([false, null])
    old.answer("the old workspace's")
    expect(await loading).toBe(false)
    expect(latest.value).toBeNull()

    const slow = pending<string>()
    const fetching = latest.load(() => slow.promise)
    latest.set('the row clicked')
    slow.answer('the row fetched earlier')
    await fetching
    expect([latest.value, latest.error, latest.loading]).toEqual(['the row clicked', null, false])
  })
})
