import type { NamedRef } from '../../shared/bridge'
import { listAgents, listFlows, listVoices, type Cache } from '../cache'

/**
 * The names behind the ids that conversations, dispositions and agents carry.
 * Read once per command: a workspace has tens of agents and flows, not thousands.
 */
export class NameBook {
  readonly agents: NamedRef[]
  readonly flows: NamedRef[]
  readonly #agents: Map<string, string>
  readonly #flows: Map<string, string>
  readonly #voices: Map<string, string>

  constructor(db: Cache, workspaceId: string) {
    this.agents = listAgents(db, workspaceId).map((a) => ({ id: a.id, name: a.name }))
    this.flows = listFlows(db, workspaceId).map((f) => ({ id: f._id, name: f.name }))
    this.#agents = new Map(this.agents.map((a) => [a.id, a.name]))
    this.#flows = new Map(this.flows.map((f) => [f.id, f.name]))
    this.#voices = new Map(listVoices(db, workspaceId).map((v) => [v._id, v.name]))
  }

  /** The agent's name, or its id when the agent is not cached (deleted, or not synced yet). */
  agent(id: string): string {
    return this.#agents.get(id) ?? id
  }

  flow(id: string): string {
    return this.#flows.get(id) ?? id
  }

  voice(id: string): string | null {
    return this.#voices.get(id) ?? null
  }
}
