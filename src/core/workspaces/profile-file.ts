import { join } from 'node:path'
import { z } from 'zod'
import { readJsonDocument, writeJsonFile } from '../storage/json-file'
import { WorkspaceProfile } from './profile'
import { CoreError, words } from '../errors/core-error'

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
  const document = await readJsonDocument(path, ProfilesDocument, {
    missing: () => structuredClone(EMPTY),
    corrupt: (reason) => corrupt(path, reason),
  })
  const ids = new Set(document.profiles.map((p) => p.id))
  if (ids.size !== document.profiles.length) throw corrupt(path, 'two profiles share an id')
  return document
}

export function writeProfiles(dataDir: string, document: ProfilesDocument): Promise<void> {
  return writeJsonFile(join(dataDir, PROFILES_FILE), document)
}

function corrupt(path: string, reason: string): CoreError {
  return new CoreError('profiles_file_corrupt', words('errors.workspaces.listDamaged', { path, why: reason }))
}
