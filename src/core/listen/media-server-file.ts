import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { ListenError } from './listen-error'

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

export async function readMediaServers(dataDir: string): Promise<MediaServersDocument> {
  const path = join(dataDir, MEDIA_SERVERS_FILE)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, servers: {} }
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const parsed = MediaServersDocument.safeParse(json)
  if (!parsed.success) {
    throw new ListenError(
      'settings_file_corrupt',
      `The media server settings ${path} are damaged. Switchboard left the file unchanged: move it away and enter the settings again.`,
    )
  }
  return parsed.data
}

/** Temporary file, fsync, rename: a crash never leaves half a file. */
export async function writeMediaServers(dataDir: string, document: MediaServersDocument): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const path = join(dataDir, MEDIA_SERVERS_FILE)
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  try {
    const handle = await open(temp, 'w', 0o600)
    try {
      await handle.writeFile(`${JSON.stringify(document, null, 2)}\n`, 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, path)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
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
