import type { ErrorWords } from './bridge/words'
/**
 * What the console may do with a key: each write a supervisor can start, the
 * service's permission it needs, and the words for a refusal. Core maps a
 * `403` through it (the request's method and path name the action); the
 * renderer disables what the key's permissions leave out, with the same words.
 * The reference does not say which permission each endpoint needs; the choice
 * is in docs/api-choices.md ("Permissions").
 */
export interface Gate {
  /** The service's permission key, e.g. `call_end`. */
  permission: string
  /** What the key may not do, after "This key may not": "end calls". */
  doing: string
}

export const GATED_ACTIONS = {
  endCall: { permission: 'call_end', doing: 'end calls' },
  placeCall: { permission: 'call_place', doing: 'place calls' },
  editCallback: { permission: 'disposition_edit', doing: 'edit callbacks' },
  createAgent: { permission: 'agent_create', doing: 'create agents' },
  editAgent: { permission: 'agent_edit', doing: 'edit agents' },
  deleteAgent: { permission: 'agent_delete', doing: 'delete agents' },
  editFlow: { permission: 'flow_edit', doing: 'create, change or delete flows' },
  manageNumbers: { permission: 'number_manage', doing: 'configure or release phone numbers' },
  renameWorkspace: { permission: 'workspace_manage', doing: 'rename the workspace' },
  createVoice: { permission: 'voice_manage', doing: 'create voices' },
  viewAgents: { permission: 'agent_view', doing: 'view agents' },
  viewHistory: { permission: 'call_history_view', doing: 'view the call history' },
} as const satisfies Record<string, Gate>

export type GatedAction = keyof typeof GATED_ACTIONS

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

const ID = '[^/]+'
/**
 * Each write of the client, by method and path (parameters already encoded).
 * A read's `403` is worded only when the service names the permission: it
 * may as well mean the key cannot use the workspace at all.
 */
const ENDPOINTS: readonly [Method, RegExp, GatedAction][] = [
  ['POST', new RegExp(`^/v2/api/active-calls/${ID}/end-call$`), 'endCall'],
  ['POST', /^\/v1\/api\/call$/, 'placeCall'],
  ['POST', /^\/api\/v1\/calls\/call$/, 'placeCall'],
  ['POST', /^\/v1\/api\/batch-calls$/, 'placeCall'],
  ['PUT', new RegExp(`^/v1/api/call-dispositions/${ID}$`), 'editCallback'],
  ['POST', /^\/api\/v1\/agents$/, 'createAgent'],
  ['PATCH', new RegExp(`^/api/v1/agents/${ID}$`), 'editAgent'],
  ['DELETE', new RegExp(`^/api/v1/agents/${ID}$`), 'deleteAgent'],
  ['POST', new RegExp(`^/v1/api/agents/${ID}/release/${ID}$`), 'manageNumbers'],
  ['POST', /^\/api\/v1\/flows$/, 'editFlow'],
  ['PATCH', new RegExp(`^/api/v1/flows/${ID}$`), 'editFlow'],
  ['DELETE', new RegExp(`^/api/v1/flows/${ID}$`), 'editFlow'],
  ['POST', new RegExp(`^/v1/api/flow-folders/${ID}/flows$`), 'editFlow'],
  ['DELETE', new RegExp(`^/v1/api/flow-folders/${ID}/flows/${ID}$`), 'editFlow'],
  ['PUT', new RegExp(`^/v1/api/carrier/phone-numbers/${ID}/config$`), 'manageNumbers'],
  ['PUT', new RegExp(`^/v1/api/workspaces/${ID}$`), 'renameWorkspace'],
  ['POST', /^\/v1\/api\/voices$/, 'createVoice'],
  ['POST', /^\/v1\/api\/voices\/clone$/, 'createVoice'],
]

/** The action a request is, when the console gates it. */
export function gatedActionOf(method: string, path: string): GatedAction | undefined {
  const bare = path.split('?')[0] ?? path
  return ENDPOINTS.find(([m, pattern]) => m === method && pattern.test(bare))?.[2]
}

/** The one wording of a refusal: "This key may not end calls (permission: call_end)." */
export function mayNot(gate: Gate): string {
  return `This key may not ${gate.doing} (permission: ${gate.permission}).`
}

/**
 * What the console knows of the active key's permissions: `known` lists its
 * permission keys; `unknown` (no workspace yet, offline before the first
 * read, or a service without the endpoint) gates nothing ahead, and the
 * service's `403` still says what was refused.
 */
export type KeyPermissions =
  | { state: 'known'; workspaceId: string; role: string | null; permissions: string[]; fetchedAt: string }
  | { state: 'unknown'; workspaceId: string | null; reason: string; reasonWords?: ErrorWords }

/** Why `action` is not open to the key, or null when it is (or when its permissions are not known). */
export function refusalFor(key: KeyPermissions, action: GatedAction): string | null {
  if (key.state !== 'known') return null
  const gate = GATED_ACTIONS[action]
  return key.permissions.includes(gate.permission) ? null : mayNot(gate)
}
