import { join } from 'node:path'

export interface ResourceLocation {
  platform: NodeJS.Platform
  isPackaged: boolean
  /** `app.getAppPath()`: the project folder during development. */
  appPath: string
  /** `process.resourcesPath`: where electron-builder's `extraResources` land. */
  resourcesPath: string
}

/**
 * The tray icon file. macOS gets the black template image (the menu bar tints it
 * for light and dark); Windows and Linux the coloured one. Electron picks the
 * `@2x` file beside it on high-density screens.
 */
export function trayIconFile(where: ResourceLocation): string {
  const name = where.platform === 'darwin' ? 'trayTemplate.png' : 'tray.png'
  return where.isPackaged ? join(where.resourcesPath, 'tray', name) : join(where.appPath, 'resources', 'tray', name)
}
