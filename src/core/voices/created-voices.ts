import { join } from 'node:path'
import { z } from 'zod'
import { readJsonFile, writeJsonFile } from '../storage/json-file'

const Stored = z.record(z.string(), z.array(z.string()))

/**
 * Which voices were created from this console, per workspace. The cache's voices
 * table also holds what a sync lists from the service, so the voice lab keeps
 * its own note of the ids it created (`created-voices.json`).
 */
export class CreatedVoices {
  readonly #path: string

  constructor(dir: string) {
    this.#path = join(dir, 'created-voices.json')
  }

  async ids(workspaceId: string): Promise<Set<string>> {
    return new Set((await this.#read())[workspaceId] ?? [])
  }

  async add(workspaceId: string, voiceId: string): Promise<void> {
    const all = await this.#read()
    all[workspaceId] = [...new Set([...(all[workspaceId] ?? []), voiceId])]
    await writeJsonFile(this.#path, all)
  }

  async #read(): Promise<Record<string, string[]>> {
    return (await readJsonFile(this.#path, Stored)) ?? {}
  }
}
