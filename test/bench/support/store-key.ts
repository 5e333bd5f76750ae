/**
 * Run inside a bench host's private D-Bus session, before the host: puts the
 * profile's key in that session's throwaway keyring, where `workspaces.add`
 * would have put it.
 */
import { createKeytarSecretStore } from '../../../src/core/secrets'

const [profileId, apiKey] = process.argv.slice(2)
if (!profileId || !apiKey) throw new Error('usage: store-key.ts <profileId> <apiKey>')
await createKeytarSecretStore().set(profileId, apiKey)
