import { z } from 'zod'
import type { KeyPermissions } from '../permissions'
import { idText } from './text'
import { command, event } from './define'
import type { ErrorWords } from './words'

/** A workspace profile as the renderer sees it: never the key, only its masked form. */
export interface WorkspaceSummary {
  id: string
  label: string
  baseUrl: string
  workspaceId: string
  plan: string
  requestsPerMinute: number
  createdAt: string
  active: boolean
  /** `••••a1b2`, or null when the keychain holds no key for it or cannot be read. */
  maskedKey: string | null
  /** The built-in demo workspace served by the local simulator. */
  demo: boolean
}

export interface WorkspaceList {
  profiles: WorkspaceSummary[]
  activeId: string | null
  /** Null when the OS keychain works; otherwise what is wrong and how to fix it. */
  keychainProblem: KeychainProblem | null
}

/** In English (`reason`, `fix`), and as core's messages, which the renderer words, when the failure was diagnosed. */
export interface KeychainProblem {
  reason: string
  fix: string
  reasonWords?: ErrorWords
  fixWords?: ErrorWords
}

/** The active workspace's request budget, for the status bar and Settings. */
export interface RequestMetrics {
  requestsPerMinute: number
  budgetPerMinute: number
  usedLastMinute: number
  queued: { user: number; live: number; background: number }
  last429At: string | null
  pausedUntil: string | null
  /** What background work may use now, learned from the 429s of the key (docs/sync.md "Sharing a key"). */
  backgroundPerMinute: number
  rateLimitedLastMinute: number
  /** The service limited the key while this console used this many requests, fewer than its budget: the key seems shared. */
  limitedWhileUsing: number | null
  /** Requests of the last minute the service counted on this key from other consoles, when its answers say so; else null. */
  othersLastMinute: number | null
  /** Background syncing waits for the key's minute to have room for every console's live calls. */
  backgroundHeld: boolean
}

const Plan = z.enum(['developer', 'business', 'enterprise'])
const Rate = z.number().int().min(1).max(100_000)
const ProfileId = idText()

export const workspacesCommands = {
  'workspaces.list': command(() => z.object({}).strict()).returns<WorkspaceList>(),
  'workspaces.add': command(() =>
    z
      .object({
        label: z.string().trim().max(100).optional(),
        baseUrl: z.string().trim().min(1, 'Enter the service URL').max(2000),
        workspaceId: idText({ trim: true, empty: 'Enter the workspace id' }),
        apiKey: z.string().trim().min(1, 'Enter the API key').max(4000),
        plan: Plan.optional(),
        requestsPerMinute: Rate.optional(),
      })
      .strict(),
  ).returns<WorkspaceSummary>(),
  'workspaces.update': command(() =>
    z
      .object({ id: ProfileId, label: z.string().trim().min(1).max(100).optional(), plan: Plan.optional(), requestsPerMinute: Rate.optional() })
      .strict(),
  ).returns<WorkspaceSummary>(),
  'workspaces.rotateKey': command(() => z.object({ id: ProfileId, apiKey: z.string().trim().min(1, 'Enter the new API key').max(4000) }).strict()).returns<WorkspaceSummary>(),
  'workspaces.remove': command(() => z.object({ id: ProfileId }).strict()).returns<{ removedId: string }>(),
  'workspaces.setActive': command(() => z.object({ id: ProfileId }).strict()).returns<WorkspaceSummary>(),
  /** `as: 'member'` opens the demo with its member key ("Demo (member)"), who may not end calls or create agents. */
  'workspaces.openDemo': command(() => z.object({ as: z.enum(['owner', 'member']).optional() }).strict()).returns<WorkspaceSummary>(),
  /** What the active key may do, read once per workspace (`refresh` reads it again). */
  'workspaces.keyPermissions': command(() => z.object({ refresh: z.boolean().optional() }).strict()).returns<KeyPermissions>(),
  'workspaces.metrics': command(() => z.object({}).strict()).returns<RequestMetrics | null>(),
}

export const workspacesEvents = {
  'workspaces.changed': event<WorkspaceList>(),
  'workspaces.metrics': event<RequestMetrics | null>(),
  /** The active key's permissions, after each change of workspace and each read. */
  'workspaces.keyPermissions': event<KeyPermissions>(),
}
