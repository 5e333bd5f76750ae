import { createKeytarSecretStore, type SecretStore } from '../../src/core/secrets'

export const HOW_TO_RUN =
  'These tests need a reachable, unlocked Secret Service. Run them as CI does:\n' +
  "  mkdir -p /tmp/kh && HOME=/tmp/kh dbus-run-session -- sh -c 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; " +
  "exec npx vitest run --project integration test/integration/secrets'"

let checked: Promise<SecretStore> | undefined

/**
 * The real keychain. Every test awaits it first, so without a Secret Service
 * each test fails with the way to run it (a failing hook would only skip them).
 */
export function realKeychain(): Promise<SecretStore> {
  checked ??= (async () => {
    const store = createKeytarSecretStore()
    const status = await store.available()
    if (!status.ok) throw new Error(`No usable keychain: ${status.reason}.\n${HOW_TO_RUN}`)
    return store
  })()
  return checked
}
