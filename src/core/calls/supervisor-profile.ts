import { userInfo } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import type { SaveSupervisorProfile, SupervisorProfile } from '../../shared/bridge'
import { CoreError, words } from '../errors/core-error'
import { readJsonDocument, writeJsonFile } from '../storage/json-file'

export const SUPERVISOR_PROFILE_FILE = 'supervisor.json'

const Document = z.strictObject({ displayName: z.string().min(1).max(80), pushToTalk: z.boolean() })

/** The computer's user name, capitalised ("ana" → "Ana"); "Supervisor" when the system has none. */
export function defaultDisplayName(): string {
  let name = ''
  try {
    name = userInfo().username.trim()
  } catch {
    // Some containers have no user entry: the fallback below.
  }
  return name ? name[0]!.toLocaleUpperCase() + name.slice(1) : 'Supervisor'
}

/**
 * How the supervisor appears to the others in a call's room (Settings →
 * Stepping in), one per installation: a JSON file of the data directory.
 */
export class SupervisorProfileStore {
  readonly #path: string
  #kept: SupervisorProfile | null = null

  constructor(dataDir: string) {
    this.#path = join(dataDir, SUPERVISOR_PROFILE_FILE)
  }

  async get(): Promise<SupervisorProfile> {
    this.#kept ??= await readJsonDocument(this.#path, Document, {
      missing: () => ({ displayName: defaultDisplayName(), pushToTalk: false }),
      corrupt: () =>
        new CoreError('settings_file_corrupt', words('errors.calls.profileDamaged', { path: this.#path })),
    })
    return this.#kept
  }

  async save(input: SaveSupervisorProfile): Promise<SupervisorProfile> {
    const profile = { displayName: input.displayName, pushToTalk: input.pushToTalk }
    await writeJsonFile(this.#path, profile)
    this.#kept = profile
    return profile
  }
}
