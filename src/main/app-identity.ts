/**
 * The app's id: electron-builder.yml's `appId`, which the NSIS installer also
 * writes into the Start-menu shortcut as its AppUserModelID (a test keeps the two
 * equal). Windows shows a notification as coming from the app whose shortcut
 * carries the id the process set, with that shortcut's name and icon.
 */
export const APP_ID = 'com.switchboard.console'

/** A development build has no shortcut; Electron's own executable stands in for it. */
export function appUserModelId(isPackaged: boolean, execPath: string): string {
  return isPackaged ? APP_ID : execPath
}
