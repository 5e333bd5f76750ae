import { SortedViews } from './sorted'
import type { Prng } from '../fixture/prng'
import type {
  AgentRecord,
  ApiKeyRecord,
  BatchRecord,
  ConversationRecord,
  DispositionRecord,
  FlowRecord,
  FolderRecord,
  KnowledgeBaseRecord,
  PhoneNumberRecord,
  VoiceRecord,
  WorkspaceRecord,
} from './records'

export type * from './records'

/** Everything the simulator knows, by id. Maps keep insertion order, which lists rely on. */
export class Store {
  readonly apiKeys = new Map<string, ApiKeyRecord>()
  readonly workspaces = new Map<string, WorkspaceRecord>()
  readonly agents = new Map<string, AgentRecord>()
  readonly flows = new Map<string, FlowRecord>()
  readonly folders = new Map<string, FolderRecord>()
  readonly phoneNumbers = new Map<string, PhoneNumberRecord>()
  readonly voices = new Map<string, VoiceRecord>()
  readonly dispositions = new Map<string, DispositionRecord>()
  readonly conversations = new Map<string, ConversationRecord>()
  readonly knowledgeBases = new Map<string, KnowledgeBaseRecord>()
  readonly batches = new Map<string, BatchRecord>()
  /** Listing orders of `dispositions` and `conversations`, kept between pages. */
  readonly sorted = new SortedViews()

  /** `ids` makes the ids of new records: seeded, so runs with one seed agree. */
  constructor(private readonly ids: Prng) {}

  newId(prefix: string): string {
    return `${prefix}_${this.ids.hex(12)}`
  }

  /** The record if it exists in the workspace; records of other workspaces stay invisible. */
  inWorkspace<T extends { workspaceId: string }>(map: Map<string, T>, id: string, workspaceId: string): T | undefined {
    const record = map.get(id)
    return record && record.workspaceId === workspaceId ? record : undefined
  }

  listIn<T extends { workspaceId: string }>(map: Map<string, T>, workspaceId: string): T[] {
    const out: T[] = []
    for (const record of map.values()) if (record.workspaceId === workspaceId) out.push(record)
    return out
  }

  /** Assigns a number to an agent (or to none), keeping both sides and the agents' previous numbers consistent. */
  assignNumber(number: PhoneNumberRecord, agentId: string | null): void {
    const previous = number.agentId === null ? undefined : this.agents.get(number.agentId)
    if (previous && previous.phoneNumberId === number.phoneNumberId) previous.phoneNumberId = null
    const agent = agentId === null ? undefined : this.agents.get(agentId)
    if (agent) {
      const old = agent.phoneNumberId === null ? undefined : this.phoneNumbers.get(agent.phoneNumberId)
      if (old && old !== number) old.agentId = null
      agent.phoneNumberId = number.phoneNumberId
    }
    number.agentId = agent ? agent.id : null
  }

  /** The number assigned to an agent, if any. */
  numberOf(agent: AgentRecord): PhoneNumberRecord | undefined {
    return agent.phoneNumberId === null ? undefined : this.phoneNumbers.get(agent.phoneNumberId)
  }
}
