import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { IPC_EVENT_CHANNEL } from '../../../src/shared/bridge'
import { dispatch, SwitchboardConsole } from '../../../src/core/console'
import { ENGLISH, followLanguage } from '../../../src/main/words'
import { createElectronMock, FakeMenu, FakeTray, FakeWebContents } from './electron-mock'
import { createMemorySecretStore } from '../../../src/core/secrets'

vi.mock('electron', () => createElectronMock())
const { appMenuTemplate, installAppMenu, navigateVia } = await import('../../../src/main/menu')
const { SwitchboardTray } = await import('../../../src/main/tray')
const { registerBridgeIpc, TrustedSenders } = await import('../../../src/main/ipc')
const { APP_ORIGIN } = await import('../../../src/main/origins')
const electron = (await import('electron')) as unknown as ReturnType<typeof createElectronMock>

type Item = { id?: string; label?: string; role?: string; accelerator?: string; click?: () => void; submenu?: Item[] }

function flatten(items: Item[]): Item[] {
  return items.flatMap((entry) => [entry, ...flatten(entry.submenu ?? [])])
}

const noActions = { navigate: vi.fn(), checkForUpdates: vi.fn(), openLogFolder: vi.fn() }

describe('the application menu', () => {
  it('binds Cmd/Ctrl+1..5 to the views and Cmd/Ctrl+, to Settings on every platform', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const accelerators = flatten(appMenuTemplate(noActions, { platform, isPackaged: true, words: ENGLISH }) as Item[])
        .filter((entry) => entry.accelerator)
        .map((entry) => [entry.accelerator, entry.id])
      expect(accelerators).toEqual(
        expect.arrayContaining([
          ['CmdOrCtrl+1', 'view-calls'],
          ['CmdOrCtrl+2', 'view-callbacks'],
          ['CmdOrCtrl+3', 'view-voices'],
          ['CmdOrCtrl+4', 'view-history'],
          ['CmdOrCtrl+5', 'view-admin'],
          ['CmdOrCtrl+,', 'settings'],
        ]),
      )
      expect(new Set(accelerators.map(([accelerator]) => accelerator)).size).toBe(accelerators.length)
    }
  })

  it('has the macOS app menu on macOS only, and the usual menus everywhere', () => {
    const top = (platform: NodeJS.Platform) =>
      (appMenuTemplate(noActions, { platform, isPackaged: true, words: ENGLISH }) as Item[]).map((entry) => entry.role ?? entry.label)
    expect(top('darwin')).toEqual(['appMenu', 'File', 'Edit', 'View', 'window', 'help'])
    expect(top('win32')).toEqual(['File', 'Edit', 'View', 'window', 'help'])
    const mac = flatten(appMenuTemplate(noActions, { platform: 'darwin', isPackaged: true, words: ENGLISH }) as Item[])
    expect(mac.map((entry) => entry.role)).toEqual(expect.arrayContaining(['about', 'hide', 'quit', 'copy', 'paste', 'minimize', 'zoom', 'front']))
    const windows = flatten(appMenuTemplate(noActions, { platform: 'win32', isPackaged: true, words: ENGLISH }) as Item[])
    expect(windows.map((entry) => entry.role)).toEqual(expect.arrayContaining(['quit', 'copy', 'paste', 'minimize', 'close']))
    expect(windows.map((entry) => entry.role)).not.toContain('hide')
  })

  it('orders the macOS menus as macOS apps do', () => {
    const menus = appMenuTemplate(noActions, { platform: 'darwin', isPackaged: true, words: ENGLISH }) as Item[]
    const entries = (title: string) =>
      menus
        .find((menu) => (menu.role ?? menu.label) === title)!
        .submenu!.map((entry) => entry.role ?? entry.id ?? (entry as { type?: string }).type)
    expect(entries('appMenu')).toEqual([
      'about',
      'check-for-updates',
      'separator',
      'settings',
      'separator',
      'services',
      'separator',
      'hide',
      'hideOthers',
      'unhide',
      'separator',
      'quit',
    ])
    expect(entries('File')).toEqual(['close'])
    expect(entries('Edit')).toEqual(['undo', 'redo', 'separator', 'cut', 'copy', 'paste', 'pasteAndMatchStyle', 'delete', 'separator', 'selectAll'])
    expect(entries('window')).toEqual(['minimize', 'zoom', 'separator', 'front'])
    expect(entries('help')).toEqual(['open-log-folder'])
    const settings = menus[0]!.submenu!.find((entry) => entry.id === 'settings')!
    expect(settings).toMatchObject({ label: 'Settings…', accelerator: 'CmdOrCtrl+,' })
  })

  it('offers developer tools only in development builds', () => {
    const roles = (isPackaged: boolean) =>
      flatten(appMenuTemplate(noActions, { platform: 'linux', isPackaged, words: ENGLISH }) as Item[]).map((entry) => entry.role)
    expect(roles(true)).not.toContain('toggleDevTools')
    expect(roles(false)).toContain('toggleDevTools')
  })

  it('runs the help actions', () => {
    const actions = { navigate: vi.fn(), checkForUpdates: vi.fn(), openLogFolder: vi.fn() }
    const all = flatten(appMenuTemplate(actions, { platform: 'linux', isPackaged: true, words: ENGLISH }) as Item[])
    all.find((entry) => entry.id === 'open-log-folder')!.click!()
    all.find((entry) => entry.id === 'check-for-updates')!.click!()
    expect(actions.openLogFolder).toHaveBeenCalledTimes(1)
    expect(actions.checkForUpdates).toHaveBeenCalledTimes(1)
  })

  it('sends the window an app.navigate event over IPC when a view item is chosen, after revealing it', () => {
    const console_ = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'electron', dataDir: '/d', version: '1.0.0', platform: 'darwin' })
    const senders = new TrustedSenders([APP_ORIGIN])
    const contents = new FakeWebContents()
    senders.add(contents as never)
    registerBridgeIpc(electron.ipcMain, console_, senders)
    const reveal = vi.fn()
    installAppMenu(
      { navigate: navigateVia(console_.events.emit, reveal), checkForUpdates: vi.fn(), openLogFolder: vi.fn() },
      { platform: 'darwin', isPackaged: true, words: ENGLISH },
    )
    const installed = flatten(FakeMenu.applicationMenu!.template as Item[])
    const byAccelerator = (accelerator: string) => installed.find((entry) => entry.accelerator === accelerator)!
    byAccelerator('CmdOrCtrl+3').click!()
    byAccelerator('CmdOrCtrl+,').click!()
    expect(contents.sent).toEqual([
      [IPC_EVENT_CHANNEL, 'app.navigate', { view: 'voices' }],
      [IPC_EVENT_CHANNEL, 'app.navigate', { view: 'settings' }],
    ])
    expect(reveal).toHaveBeenCalledTimes(2)
  })
})

describe('the words of the menus and the tray', () => {
  it("follow the console's language: the computer's until Settings chooses one, then each choice", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-words-'))
    try {
      const console_ = new SwitchboardConsole({ secrets: createMemorySecretStore(), host: 'electron', dataDir, version: '1.0.0', platform: 'win32' })
      const tray = new SwitchboardTray('/icons/tray.png', { showWindow: vi.fn(), pauseAlerts: vi.fn(), resumeAlerts: vi.fn(), quit: vi.fn() })
      const stop = followLanguage(console_, 'fr-CA', (words) => {
        installAppMenu(noActions, { platform: 'win32', isPackaged: true, words })
        tray.setWords(words)
      })
      const menu = () => FakeMenu.applicationMenu!.template as Item[]
      const label = (predicate: (entry: Item) => boolean) => flatten(menu()).find(predicate)?.label
      const trayLabel = (id: string) => ((FakeTray.created.at(-1)!.menu as FakeMenu).template as Item[]).find((entry) => entry.id === id)?.label
      const words = () => [
        menu().map((entry) => entry.label),
        label((entry) => entry.id === 'view-calls'),
        label((entry) => entry.id === 'settings'),
        label((entry) => entry.role === 'copy'),
        trayLabel('quit'),
      ]

      await vi.waitFor(() => expect(words()).toEqual([['Fichier', 'Édition', 'Affichage', 'Fenêtre', 'Aide'], 'Appels en direct', 'Réglages', 'Copier', 'Quitter Switchboard']))

      await dispatch(console_.handlers, 'app.setLanguage', { language: 'de' })
      await vi.waitFor(() => expect(words()).toEqual([['Datei', 'Bearbeiten', 'Ansicht', 'Fenster', 'Hilfe'], 'Live-Anrufe', 'Einstellungen', 'Kopieren', 'Switchboard beenden']))

      stop()
      await dispatch(console_.handlers, 'app.setLanguage', { language: 'en' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(label((entry) => entry.id === 'settings')).toBe('Einstellungen')
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('words the standard items as Electron does in English on each platform', () => {
    const roleLabels = (platform: NodeJS.Platform) =>
      Object.fromEntries(
        flatten(appMenuTemplate(noActions, { platform, isPackaged: true, words: ENGLISH }) as Item[])
          .filter((entry) => entry.role === 'quit' || entry.role === 'close' || entry.role === 'about')
          .map((entry) => [entry.role, entry.label]),
      )
    expect(roleLabels('darwin')).toEqual({ about: 'About Switchboard', close: 'Close Window', quit: 'Quit Switchboard' })
    expect(roleLabels('win32')).toEqual({ about: 'About', close: 'Close', quit: 'Exit' })
    expect(roleLabels('linux')).toEqual({ about: 'About', close: 'Close', quit: 'Quit' })
  })
})
