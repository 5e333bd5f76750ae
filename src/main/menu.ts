import { Menu, type MenuItemConstructorOptions } from 'electron'
import { VIEWS, type EmitEvent, type ViewId } from '../shared/bridge'
import type { MessageKey, Translator } from '../shared/i18n/translator'

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
  /** The console's language (`words.ts`). */
  words: Translator
}

type Role = NonNullable<MenuItemConstructorOptions['role']>
type RoleLabel = Extract<MessageKey, `desktop.role.${string}`>

/** Each standard item's label, as Electron words it in English on the platform, so the whole menu follows the language. */
function roleLabel(role: Role, platform: NodeJS.Platform): RoleLabel | null {
  const mac = platform === 'darwin'
  switch (role) {
    case 'about':
      return mac ? 'desktop.role.aboutApp' : 'desktop.role.about'
    case 'close':
      return mac ? 'desktop.role.closeWindow' : 'desktop.role.close'
    case 'quit':
      return mac ? 'desktop.role.quitApp' : platform === 'win32' ? 'desktop.role.exit' : 'desktop.role.quit'
    case 'undo':
    case 'redo':
    case 'cut':
    case 'copy':
    case 'paste':
    case 'pasteAndMatchStyle':
    case 'delete':
    case 'selectAll':
    case 'reload':
    case 'toggleDevTools':
    case 'resetZoom':
    case 'zoomIn':
    case 'zoomOut':
    case 'togglefullscreen':
    case 'minimize':
    case 'zoom':
    case 'front':
    case 'services':
    case 'hide':
    case 'hideOthers':
    case 'unhide':
      return `desktop.role.${role}`
    default:
      return null
  }
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
  const { words } = options
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const settings: MenuItemConstructorOptions = {
    id: 'settings',
    label: words.t(mac ? 'desktop.menu.settingsMac' : 'desktop.menu.settings'),
    accelerator: SETTINGS_ACCELERATOR,
    click: () => actions.navigate('settings'),
  }
  const checkForUpdates: MenuItemConstructorOptions = {
    id: 'check-for-updates',
    label: words.t('desktop.menu.checkForUpdates'),
    click: () => actions.checkForUpdates(),
  }
  const views = NUMBERED_VIEWS.map(
    ({ id, shortcut }): MenuItemConstructorOptions => ({
      id: `view-${id}`,
      // The sidebar's name of the view, so the menu and the window never disagree.
      label: words.t(`app.view.${id}`),
      accelerator: `CmdOrCtrl+${shortcut}`,
      click: () => actions.navigate(id),
    }),
  )
  const developer: MenuItemConstructorOptions[] = options.isPackaged ? [] : [{ role: 'toggleDevTools' }]

  const template: MenuItemConstructorOptions[] = [
    {
      label: words.t('desktop.menu.file'),
      submenu: mac ? [{ role: 'close' }] : [settings, separator, { role: 'quit' }],
    },
    {
      label: words.t('desktop.menu.edit'),
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
      label: words.t('desktop.menu.view'),
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
      label: words.t('desktop.menu.window'),
      submenu: mac ? [{ role: 'minimize' }, { role: 'zoom' }, separator, { role: 'front' }] : [{ role: 'minimize' }, { role: 'close' }],
    },
    {
      role: 'help',
      label: words.t('desktop.menu.help'),
      submenu: [
        { id: 'open-log-folder', label: words.t('desktop.menu.openLogFolder'), click: () => actions.openLogFolder() },
        ...(mac ? [] : [checkForUpdates, separator, { role: 'about' } as const]),
      ],
    },
  ]
  if (!mac) return labelRoles(template, words, options.platform)
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
  return labelRoles([appMenu, ...template], words, options.platform)
}

/** Every standard item with its label in the language; a menu given its own label keeps it. */
function labelRoles(items: MenuItemConstructorOptions[], words: Translator, platform: NodeJS.Platform): MenuItemConstructorOptions[] {
  return items.map((item) => {
    const key = item.role && item.label === undefined ? roleLabel(item.role, platform) : null
    const submenu = Array.isArray(item.submenu) ? labelRoles(item.submenu, words, platform) : item.submenu
    return { ...item, ...(key ? { label: words.t(key) } : {}), ...(submenu ? { submenu } : {}) }
  })
}

export function installAppMenu(actions: MenuActions, options: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(appMenuTemplate(actions, options)))
}
