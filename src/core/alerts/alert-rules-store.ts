import { z } from 'zod'
import { AlertRuleList, DEFAULT_ALERT_RULES, type AlertRule } from '../../shared/bridge'
import { readJsonFileSync, writeJsonFileSync } from '../storage/json-file'

export const ALERT_RULES_FILE = 'alert-rules.json'

const Document = z.object({ version: z.literal(1), workspaces: z.record(z.string(), AlertRuleList) })

/**
 * Each workspace's alert rules (Settings → Alerts), in the data directory; a
 * workspace without saved rules has the defaults. `rules()` answers the same
 * array until a save replaces it, so the evaluation rebuilds only then.
 */
export class AlertRulesStore {
  readonly #workspaces: Map<string, readonly AlertRule[]>
  readonly #listeners = new Set<(workspaceId: string, rules: readonly AlertRule[]) => void>()

  constructor(private readonly path: string) {
    // A damaged file is rebuilt from the defaults: the supervisor can import an export again.
    const stored = readJsonFileSync(path, Document)
    this.#workspaces = new Map(Object.entries(stored?.workspaces ?? {}))
  }

  rules(workspaceId: string): readonly AlertRule[] {
    return this.#workspaces.get(workspaceId) ?? DEFAULT_ALERT_RULES
  }

  save(workspaceId: string, rules: readonly AlertRule[]): readonly AlertRule[] {
    const saved = [...rules]
    const next = new Map(this.#workspaces).set(workspaceId, saved)
    writeJsonFileSync(this.path, { version: 1, workspaces: Object.fromEntries(next) })
    this.#workspaces.set(workspaceId, saved)
    for (const listener of this.#listeners) listener(workspaceId, saved)
    return saved
  }

  /** Hears every save; answers the unsubscribe function. */
  subscribe(listener: (workspaceId: string, rules: readonly AlertRule[]) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }
}
