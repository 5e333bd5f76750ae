import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createKeytarSecretStore } from '../../../../src/core/secrets'
import { realKeychain } from '../../../support/keychain'

const account = `test_${randomUUID()}`
afterAll(async () => {
  const store = await realKeychain().catch(() => undefined)
  await store?.delete(account)
})

describe('keytar against the real Secret Service', () => {
  it('stores and reads a key, also from a fresh adapter (it is in the keychain, not in memory)', async () => {
    const store = await realKeychain()
    await store.set(account, 'first-key-1a2b')
    expect(await store.get(account)).toBe('first-key-1a2b')
    expect(await createKeytarSecretStore().get(account)).toBe('first-key-1a2b')
  })

  it('rotates: the new key replaces the old one', async () => {
    const store = await realKeychain()
    await store.set(account, 'second-key-3c4d')
    expect(await createKeytarSecretStore().get(account)).toBe('second-key-3c4d')
  })

  it('deletes: the key is gone and a second delete finds nothing', async () => {
    const store = await realKeychain()
    expect(await store.delete(account)).toBe(true)
    expect(await store.get(account)).toBeNull()
    expect(await store.delete(account)).toBe(false)
  })

  it('keeps accounts apart', async () => {
    const store = await realKeychain()
    const other = `${account}_other`
    await store.set(account, 'mine')
    await store.set(other, 'theirs')
    expect(await store.get(account)).toBe('mine')
    expect(await store.delete(other)).toBe(true)
    expect(await store.get(account)).toBe('mine')
  })
})
