import { describe, expect, it } from 'vitest'
import { createKeytarSecretStore, createMemorySecretStore, SecretStoreError, type KeytarModule } from '../../../../src/core/secrets'

function failingKeytar(message: string): KeytarModule {
  const fail = async (): Promise<never> => {
    throw new Error(message)
  }
  return { getPassword: fail, setPassword: fail, deletePassword: fail }
}

describe('keytar secret store, failure paths', () => {
  it('turns a keytar that cannot load into an unavailable keychain saying how to fix it', async () => {
    const store = createKeytarSecretStore({
      load: async () => {
        throw new Error('libsecret-1.so.0: cannot open shared object file')
      },
    })
    const status = await store.available()
    expect(status).toMatchObject({ ok: false, reason: expect.stringContaining('keytar'), fix: expect.stringContaining('npm rebuild keytar') })
    await expect(store.set('wsp_1', 'secret-value')).rejects.toBeInstanceOf(SecretStoreError)
  })

  it('explains a missing D-Bus session, a missing Secret Service and a locked keyring on Linux', async () => {
    const cases: [string, RegExp, string][] = [
      ['Cannot autolaunch D-Bus without X11 $DISPLAY', /no D-Bus session bus/, 'errors.keychain.noBus'],
      ['The name org.freedesktop.secrets was not provided by any .service files', /no Secret Service/, 'errors.keychain.noService'],
      ['Cannot create an item in a locked collection', /keyring is locked/, 'errors.keychain.locked'],
    ]
    for (const [message, reason, key] of cases) {
      const store = createKeytarSecretStore({ load: async () => failingKeytar(message), platform: 'linux' })
      const status = await store.available()
      expect(status).toMatchObject({
        ok: false,
        reason: expect.stringMatching(reason),
        fix: expect.stringContaining('gnome-keyring'),
        reasonWords: { key },
        fixWords: { key: 'errors.keychain.fixLinux' },
      })
      const error = await store.get('wsp_1').catch((e: unknown) => e)
      expect(error).toBeInstanceOf(SecretStoreError)
      expect(error).toMatchObject({ code: 'keychain_unavailable', message: expect.stringMatching(reason) })
    }
  })

  it('counts a probe that hangs (an unlock prompt nobody answers) as unavailable', async () => {
    const hang = () => new Promise<never>(() => undefined)
    const store = createKeytarSecretStore({
      load: async () => ({ getPassword: hang, setPassword: hang, deletePassword: hang }),
      probeTimeoutMs: 50,
    })
    await expect(store.available()).resolves.toMatchObject({ ok: false, reason: expect.stringContaining('no answer') })
  })

  it('stores under the service name Switchboard with the profile as account', async () => {
    const calls: string[] = []
    const module: KeytarModule = {
      getPassword: async (service, account) => (calls.push(`get ${service}/${account}`), 'k'),
      setPassword: async (service, account) => void calls.push(`set ${service}/${account}`),
      deletePassword: async (service, account) => (calls.push(`delete ${service}/${account}`), true),
    }
    const store = createKeytarSecretStore({ load: async () => module })
    await store.set('wsp_1', 'k')
    await store.get('wsp_1')
    await store.delete('wsp_1')
    expect(calls).toEqual(['set Switchboard/wsp_1', 'get Switchboard/wsp_1', 'delete Switchboard/wsp_1'])
  })
})

describe('memory secret store', () => {
  it('stores, reads, overwrites and deletes', async () => {
    const store = createMemorySecretStore()
    await store.set('a', '1')
    await store.set('a', '2')
    expect(await store.get('a')).toBe('2')
    expect(await store.delete('a')).toBe(true)
    expect(await store.delete('a')).toBe(false)
    expect(await store.get('a')).toBeNull()
  })
})
