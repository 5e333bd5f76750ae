import { inEnglish, words, type CoreWords } from '../errors/core-error'

/**
 * Turns what keytar (libsecret, Keychain Services, Credential Manager) throws
 * into a reason and a fix a supervisor can follow: in English, and as core's
 * messages, which the renderer words.
 */
export interface Diagnosis {
  reason: string
  fix: string
  reasonWords: CoreWords
  fixWords: CoreWords
}

function diagnosis(reasonWords: CoreWords, fixWords: CoreWords): Diagnosis {
  return { reason: inEnglish(reasonWords), fix: inEnglish(fixWords), reasonWords, fixWords }
}

const FIX_BY_PLATFORM: Partial<Record<NodeJS.Platform, CoreWords>> = {
  linux: words('errors.keychain.fixLinux'),
  darwin: words('errors.keychain.fixMac'),
  win32: words('errors.keychain.fixWindows'),
}

export function diagnoseKeychainError(message: string, platform: NodeJS.Platform): Diagnosis {
  const fix = FIX_BY_PLATFORM[platform] ?? words('errors.keychain.fixLinux')
  if (/D-Bus|DBUS|unsupported transport|Could not connect/i.test(message)) return diagnosis(words('errors.keychain.noBus'), fix)
  if (/org\.freedesktop\.secrets|not provided by any \.service/i.test(message)) return diagnosis(words('errors.keychain.noService'), fix)
  if (/locked/i.test(message)) return diagnosis(words('errors.keychain.locked'), fix)
  return diagnosis(words('errors.keychain.refused', { said: message }), fix)
}

export function diagnoseLoadError(message: string): Diagnosis {
  return diagnosis(words('errors.keychain.notLoaded', { said: message }), words('errors.keychain.fixReinstall'))
}
