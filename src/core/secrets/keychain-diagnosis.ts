/**
 * Turns what keytar (libsecret, Keychain Services, Credential Manager) throws
 * into a reason and a fix a supervisor can follow.
 */
export interface Diagnosis {
  reason: string
  fix: string
}

const LINUX_FIX =
  'Install a Secret Service such as GNOME Keyring (for example `sudo apt install gnome-keyring`) or KWallet, ' +
  'make sure it runs and is unlocked in your desktop session, then try again. ' +
  'Without a desktop session: `dbus-run-session -- sh -c "printf <password> | gnome-keyring-daemon --unlock --components=secrets; <command>"`.'

const FIX_BY_PLATFORM: Partial<Record<NodeJS.Platform, string>> = {
  linux: LINUX_FIX,
  darwin: 'Open Keychain Access, unlock the login keychain, and allow Switchboard to use it.',
  win32: 'Make sure Windows Credential Manager is available for your user account.',
}

export function diagnoseKeychainError(message: string, platform: NodeJS.Platform): Diagnosis {
  const fix = FIX_BY_PLATFORM[platform] ?? LINUX_FIX
  if (/D-Bus|DBUS|unsupported transport|Could not connect/i.test(message)) {
    return { reason: 'no D-Bus session bus is running, so no Secret Service can be reached', fix }
  }
  if (/org\.freedesktop\.secrets|not provided by any \.service/i.test(message)) {
    return { reason: 'no Secret Service (such as GNOME Keyring) is running', fix }
  }
  if (/locked/i.test(message)) return { reason: 'the keyring is locked', fix }
  return { reason: `the keychain refused the operation (${message})`, fix }
}

export function diagnoseLoadError(message: string): Diagnosis {
  return {
    reason: `the keychain module (keytar) could not be loaded (${message})`,
    fix:
      'Reinstall Switchboard; in a development checkout run `npm rebuild keytar`. ' +
      'On Linux the library libsecret-1-0 must be installed.',
  }
}
