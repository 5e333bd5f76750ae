import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { WorkspaceProfile } from './profile'
import { ProfileError } from './profile-error'

export const PROFILES_FILE = 'workspaces.json'

export const ProfilesDocument = z.strictObject({
  version: z.literal(1),
  activeProfileId: z.string().nullable(),
  profiles: z.array(WorkspaceProfile),
})
export type ProfilesDocument = z.infer<typeof ProfilesDocument>

const EMPTY: ProfilesDocument = { version: 1, activeProfileId: null, profiles: [] }

/**
 * The profiles live in one JSON file of the data directory. A damaged file is
 * reported and left alone: overwriting it would lose the supervisor's workspaces.
 */
export async function readProfiles(dataDir: string): Promise<ProfilesDocument> {
  const path = join(dataDir, PROFILES_FILE)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return structuredClone(EMPTY)
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw corrupt(path, error instanceof Error ? error.message : 'not JSON')
  }
  const parsed = ProfilesDocument.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw corrupt(path, issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unexpected content')
  }
  const ids = new Set(parsed.data.profiles.map((p) => p.id))
  if (ids.size !== parsed.data.profiles.length) throw corrupt(path, 'two profiles share an id')
  return parsed.data
}

/** Writes a temporary file beside the real one and renames it over, so a crash never leaves half a file. */
export async function writeProfiles(dataDir: string, document: ProfilesDocument): Promise<void> {
  await mkdir(dataDir, { recursive: true })
  const path = join(dataDir, PROFILES_FILE)
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

function corrupt(path: string, reason: string): ProfileError {
  return new ProfileError(
    'profiles_file_corrupt',
    `The workspace list ${path} is damaged (${reason}). Switchboard left it unchanged: repair it or move it away, then try again.`,
  )
}
