import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

const Stored = z.record(z.string(), z.array(z.string()))

/**
 * Which voices were created from this console, per workspace. The cache's voices
 * table also holds what a sync lists from the service, so the voice lab keeps
 * its own note of the ids it created (`created-voices.json`).
 */
export class CreatedVoices {
  readonly #path: string

  constructor(private readonly dir: string) {
    this.#path = join(dir, 'created-voices.json')
  }

  async ids(workspaceId: string): Promise<Set<string>> {
    return new Set((await this.#read())[workspaceId] ?? [])
  }

  async add(workspaceId: string, voiceId: string): Promise<void> {
    const all = await this.#read()
    all[workspaceId] = [...new Set([...(all[workspaceId] ?? []), voiceId])]
    await mkdir(this.dir, { recursive: true })
    const temporary = `${this.#path}.tmp`
    await writeFile(temporary, JSON.stringify(all, null, 2))
    await rename(temporary, this.#path)
  }

  async #read(): Promise<Record<string, string[]>> {
    try {
      const parsed = Stored.safeParse(JSON.parse(await readFile(this.#path, 'utf8')))
      return parsed.success ? parsed.data : {}
    } catch {
      return {}
    }
  }
}
