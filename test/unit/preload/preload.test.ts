import { describe, expect, it, vi } from 'vitest'
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL, type Bridge } from '../../../src/shared/bridge'

const exposed: Record<string, unknown> = {}
const rendererListeners = new Map<string, (...args: unknown[]) => void>()
const invoke = vi.fn(async () => ({ ok: true, value: 'from main' }))

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => (exposed[key] = value) },
  ipcRenderer: { invoke, on: (channel: string, fn: (...args: unknown[]) => void) => rendererListeners.set(channel, fn) },
}))

await import('../../../src/preload/index')
const bridge = exposed.switchboard as Bridge

describe('the preload', () => {
  it('exposes exactly the Bridge as window.switchboard and nothing else', () => {
    expect(Object.keys(exposed)).toEqual(['switchboard'])
    expect(Object.keys(bridge).sort()).toEqual(['invoke', 'on'])
  })

  it('sends known commands over the one invoke channel and refuses unknown ones locally', async () => {
    expect(await bridge.invoke('app.info', {})).toEqual({ ok: true, value: 'from main' })
    expect(invoke).toHaveBeenCalledWith(IPC_INVOKE_CHANNEL, 'app.info', {})
    const unknown = await bridge.invoke('fs.read' as never, {} as never)
    expect(unknown).toMatchObject({ ok: false, error: { code: 'unknown_command' } })
    expect(invoke).toHaveBeenCalledTimes(1)
  })

  it('delivers known events to subscribers until they unsubscribe', () => {
    const seen: unknown[] = []
    const off = bridge.on('app.connection', (payload) => seen.push(payload))
    const fromMain = rendererListeners.get(IPC_EVENT_CHANNEL)!
    fromMain({}, 'app.connection', { state: 'online' })
    fromMain({}, 'not.an.event', { state: 'x' })
    off()
    fromMain({}, 'app.connection', { state: 'offline' })
    expect(seen).toEqual([{ state: 'online' }])
  })
})
