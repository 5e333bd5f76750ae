import { z } from 'zod'
import { readJsonFileSync, writeJsonFileSync } from '../storage/json-file'

export const FIRED_REMINDERS_FILE = 'callback-reminders.json'

const Document = z.object({
  version: z.literal(1),
  /** workspaceId → dispositionId → the callback time its reminder was shown for. */
  fired: z.record(z.string(), z.record(z.string(), z.string())),
})
type Document = z.infer<typeof Document>

/**
 * Which reminders were already shown, so each callback time alerts once, even
 * across restarts. Keyed by the callback time: a rescheduled callback re-arms.
 * Entries older than the reminder window are pruned, since they can never fire
 * again; the file stays a few lines long. `path` null keeps it in memory only.
 */
export class FiredReminders {
  readonly #document: Document
  #dirty = false

  constructor(private readonly path: string | null) {
    this.#document = (path && readJsonFileSync(path, Document)) || { version: 1, fired: {} }
  }

  has(workspaceId: string, dispositionId: string, scheduledAt: string): boolean {
    return this.#document.fired[workspaceId]?.[dispositionId] === scheduledAt
  }

  add(workspaceId: string, dispositionId: string, scheduledAt: string): void {
    const forWorkspace = (this.#document.fired[workspaceId] ??= {})
    forWorkspace[dispositionId] = scheduledAt
    this.#dirty = true
  }

  /** Forgets reminders for callback times before `before` (epoch ms). */
  prune(before: number): void {
    for (const [workspaceId, entries] of Object.entries(this.#document.fired)) {
      for (const [dispositionId, scheduledAt] of Object.entries(entries)) {
        if (Date.parse(scheduledAt) < before) {
          delete entries[dispositionId]
          this.#dirty = true
        }
      }
      if (Object.keys(entries).length === 0) delete this.#document.fired[workspaceId]
    }
  }

  save(): void {
    if (!this.#dirty || !this.path) return
    writeJsonFileSync(this.path, this.#document)
    this.#dirty = false
  }
}
