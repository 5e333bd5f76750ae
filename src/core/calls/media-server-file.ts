import { join } from 'node:path'
import { z } from 'zod'
import { CoreError, words } from '../errors/core-error'
import { readJsonDocument, writeJsonFile } from '../storage/json-file'

export const MEDIA_SERVERS_FILE = 'media-servers.json'

/** What is not secret about a workspace's media server; the key and secret live in the keychain. */
export const MediaServerEntry = z.strictObject({
  url: z.string().min(1),
  mode: z.enum(['keys', 'endpoint']),
  tokenEndpoint: z.string().min(1).nullable(),
})
export type MediaServerEntry = z.infer<typeof MediaServerEntry>

const MediaServersDocument = z.strictObject({
  version: z.literal(1),
  /** By workspace profile id. */
  servers: z.record(z.string(), MediaServerEntry),
})
type MediaServersDocument = z.infer<typeof MediaServersDocument>

export function readMediaServers(dataDir: string): Promise<MediaServersDocument> {
  const path = join(dataDir, MEDIA_SERVERS_FILE)
  return readJsonDocument(path, MediaServersDocument, {
    missing: (): MediaServersDocument => ({ version: 1, servers: {} }),
    corrupt: () =>
      new CoreError('settings_file_corrupt', words('errors.calls.serversDamaged', { path })),
  })
}

export function writeMediaServers(dataDir: string, document: MediaServersDocument): Promise<void> {
  return writeJsonFile(join(dataDir, MEDIA_SERVERS_FILE), document)
}

export async function updateMediaServer(
  dataDir: string,
  profileId: string,
  entry: MediaServerEntry | null,
): Promise<void> {
  const document = await readMediaServers(dataDir)
  if (entry) document.servers[profileId] = entry
  else delete document.servers[profileId]
  await writeMediaServers(dataDir, document)
}
