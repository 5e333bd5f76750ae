import { GATED_ACTIONS, refusalFor, type GatedAction, type KeyPermissions } from '../../shared/bridge'
import type { MessageKey } from '../../shared/i18n/translator'
import { t } from '../i18n/i18n.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { stopsTogether } from '../lib/listeners'

/**
 * What the active key may do, for every view: core reads it once per workspace
 * and publishes it (`workspaces.keyPermissions`). `refusal(action)` is the
 * reason an action is closed, "This key may not end calls (permission:
 * call_end).", or null; a view passes it to `use:blockedBy` (lib/blocked.ts).
 */
class KeyPermissionsState {
  readonly #key = new Latest<KeyPermissions>()

  get value(): KeyPermissions | null {
    return this.#key.value
  }

  refusal(action: GatedAction): string | null {
    const key = this.#key.value
    if (!key || refusalFor(key, action) === null) return null
    return t('app.gate.refused', { doing: t(GATE_DOING[action]), permission: GATED_ACTIONS[action].permission })
  }

  start(): () => void {
    const stops = [
      bridge.on('workspaces.keyPermissions', (value) => this.#key.set(value)),
      // Read while offline (or refused), they are unknown: back online, ask again.
      bridge.on('app.connection', (status) => {
        const key = this.#key.value
        if (status.state === 'online' && key?.state === 'unknown' && key.workspaceId !== null) void this.refresh()
      }),
    ]
    void this.#key.load(() => bridge.invoke('workspaces.keyPermissions', {}))
    return stopsTogether(stops)
  }

  /** Reads the key's permissions again. */
  refresh(): Promise<boolean> {
    return this.#key.load(() => bridge.invoke('workspaces.keyPermissions', { refresh: true }))
  }
}

/** What each action is, after "This key may not" (`Gate.doing`), in the language in use. */
const GATE_DOING = {
  endCall: 'app.gate.endCall',
  placeCall: 'app.gate.placeCall',
  editCallback: 'app.gate.editCallback',
  createAgent: 'app.gate.createAgent',
  editAgent: 'app.gate.editAgent',
  deleteAgent: 'app.gate.deleteAgent',
  editFlow: 'app.gate.editFlow',
  manageNumbers: 'app.gate.manageNumbers',
  renameWorkspace: 'app.gate.renameWorkspace',
  createVoice: 'app.gate.createVoice',
  viewAgents: 'app.gate.viewAgents',
  viewHistory: 'app.gate.viewHistory',
} as const satisfies Record<GatedAction, MessageKey>

export const keyPermissions = new KeyPermissionsState()
