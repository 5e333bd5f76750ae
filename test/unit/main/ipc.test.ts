import { afterEach, describe, expect, it, vi } from 'vitest'
import { IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../../../src/shared/bridge'
import { SwitchboardConsole } from '../../../src/core/console'
import { createElectronMock, FakeWebContents, invokeEvent } from './electron-mock'
import { createMemorySecretStore } from '../../../src/core/secrets'

vi.mock('electron', () => createElectronMock())
const { registerBridgeIpc, TrustedSenders } = await import('../../../src/main/ipc')
const { APP_ORIGIN } = await import('../../../src/main/origins')
const electron = (await import('electron')) as unknown as ReturnType<typeof createElectronMock>

/** Electron keeps one handler per channel: each test's registration goes with it. */
const registered: (() => void)[] = []
afterEach(() => {
  for (const unregister of registered.splice(0)) unregister()
})

function setup() {
  const console_ = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'electron', dataDir: '/data', version: '1.2.3', platform: 'linux' })
  const senders = new TrustedSenders([APP_ORIGIN])
  const contents = new FakeWebContents()
  senders.add(contents as never)
  const unregister = registerBridgeIpc(electron.ipcMain, console_, senders)
  registered.push(unregister)
  const invoke = electron.ipcMain.handlers.get(IPC_INVOKE_CHANNEL)!
  const event = invokeEvent
  return { console_, contents, invoke, event, unregister }
}

describe('the Bridge over IPC', () => {
  it('registers one invoke handler that answers commands from the app window', async () => {
    const { invoke, event, contents } = setup()
    expect(electron.ipcMain.handle).toHaveBeenCalledWith(IPC_INVOKE_CHANNEL, expect.any(Function))
    const result = await invoke(event(contents, `${APP_ORIGIN}/index.html`), 'app.info', {})
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ version: '1.2.3', host: 'electron', dataDir: '/data' }) })
  })

  it('refuses senders it did not create, subframes and foreign origins', async () => {
    const { invoke, event, contents } = setup()
    const stranger = new FakeWebContents()
    for (const e of [
      event(stranger, `${APP_ORIGIN}/index.html`),
      event(contents, 'https://evil.example/'),
      event(contents, `${APP_ORIGIN}/index.html`, { url: 'x' }),
      event(contents, null),
    ]) {
      expect(await invoke(e, 'app.info', {})).toMatchObject({ ok: false, error: { code: 'untrusted_sender' } })
    }
  })

  it('answers bad arguments and unknown commands with typed errors instead of throwing', async () => {
    const { invoke, event, contents } = setup()
    const from = event(contents, `${APP_ORIGIN}/index.html`)
    expect(await invoke(from, 'app.info', { surprise: true })).toMatchObject({ ok: false, error: { code: 'invalid_argument' } })
    expect(await invoke(from, 'shell.exec', {})).toMatchObject({ ok: false, error: { code: 'unknown_command' } })
    expect(await invoke(from, { toString: null }, 42)).toMatchObject({ ok: false, error: { code: 'unknown_command' } })
  })

  it('forwards core events to the app window and stops on unregister', () => {
    const { console_, contents, unregister } = setup()
    console_.events.emit('app.connection', { state: 'offline', reason: 'test' })
    expect(contents.sent).toContainEqual([IPC_EVENT_CHANNEL, 'app.connection', { state: 'offline', reason: 'test' }])
    unregister()
    console_.events.emit('app.connection', { state: 'online' })
    expect(contents.sent).toHaveLength(1)
  })
})
