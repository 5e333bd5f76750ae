import { Menu, type MenuItemConstructorOptions } from 'electron'
import { VIEWS, type EmitEvent, type ViewId } from '../shared/bridge'

export interface MenuActions {
  /** Shows the window and asks the renderer for `view`. */
  navigate(view: ViewId): void
  checkForUpdates(): void
  openLogFolder(): void
}

export interface MenuOptions {
  platform: NodeJS.Platform
  /** Developer tools only in development builds. */
  isPackaged: boolean
}

/** The numbered views, in the sidebar's order; Settings has its own item in the app or File menu. */
const NUMBERED_VIEWS = VIEWS.filter((view) => view.id !== 'settings')

const SETTINGS_ACCELERATOR = 'CmdOrCtrl+,'

/** A navigation request travels like any core event: to every trusted window over IPC. */
export function navigateVia(emit: EmitEvent, reveal: () => void): MenuActions['navigate'] {
  return (view) => {
    reveal()
    emit('app.navigate', { view })
  }
}

/** The application menu of each platform, with the standard roles and the console's shortcuts. */
export function appMenuTemplate(actions: MenuActions, options: MenuOptions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin'
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const settings: MenuItemConstructorOptions = {
    id: 'settings',
    label: mac ? 'Settings…' : 'Settings',
    accelerator: SETTINGS_ACCELERATOR,
    click: () => actions.navigate('settings'),
  }
  const checkForUpdates: MenuItemConstructorOptions = {
    id: 'check-for-updates',
    label: 'Check for Updates…',
    click: () => actions.checkForUpdates(),
  }
  const views = NUMBERED_VIEWS.map(
    ({ id, label, shortcut }): MenuItemConstructorOptions => ({
      id: `view-${id}`,
      label,
      accelerator: `CmdOrCtrl+${shortcut}`,
      click: () => actions.navigate(id),
    }),
  )
  const developer: MenuItemConstructorOptions[] = options.isPackaged ? [] : [{ role: 'toggleDevTools' }]

  const template: MenuItemConstructorOptions[] = [
    {
      label: 'File',
      submenu: mac ? [{ role: 'close' }] : [settings, separator, { role: 'quit' }],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        separator,
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
        { role: 'delete' },
        separator,
        { role: 'selectAll' },
      ],
    },
    {
      label: 'View',
      submenu: [
        ...views,
        separator,
        { role: 'reload' },
        ...developer,
        separator,
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        separator,
        { role: 'togglefullscreen' },
      ],
    },
    {
      role: 'window',
      submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      role: 'help',
      submenu: [
        { id: 'open-log-folder', label: 'Open Log Folder', click: () => actions.openLogFolder() },
        ...(mac ? [] : [checkForUpdates, separator, { role: 'about' } as const]),
      ],
    },
  ]
  if (!mac) return template
  const appMenu: MenuItemConstructorOptions = {
    role: 'appMenu',
    submenu: [
      { role: 'about' },
      checkForUpdates,
      separator,
      settings,
      separator,
      { role: 'services' },
      separator,
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      separator,
      { role: 'quit' },
    ],
  }
  return [appMenu, ...template]
}

export function installAppMenu(actions: MenuActions, options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(actions, options)))
}
