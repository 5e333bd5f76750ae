import type { ActivityEntry, ActivityKind } from '../../shared/bridge'
import { insertActivity, type Cache } from '../cache'
import { CoreError } from '../errors/core-error'

/** Who makes a write: the workspace and the profile's label the console runs it with. */
export interface ActivityActor {
  workspaceId: string
  who: string
}

/** What a write is done to, and what changed. */
export interface ActivityTarget {
  kind: ActivityKind
  /** In words: "call with Ada Lovelace", "agent Night Agent". */
  target: string
  targetId?: string | null
  detail?: string | null
}

/** Refusals of a write that was never sent: nothing happened at the service, nothing to record. */
const NOT_SENT = new Set(['offline_action', 'no_workspace', 'invalid_argument', 'busy'])

export function actorOf(workspace: { profile: { workspaceId: string; label: string } }): ActivityActor {
  return { workspaceId: workspace.profile.workspaceId, who: workspace.profile.label }
}

/**
 * The activity log's one recorder: every write this console makes is recorded
 * once, when its outcome is known, with the time, the workspace, who made it
 * (the profile's label), its target and its outcome (ok, or the refusal's
 * code). Features record with one call, `track` around the write; the
 * outbox's replay (callback edits, sent now or later) with `record`.
 */
export class ActivityLog {
  constructor(
    private readonly deps: {
      cache: () => Cache
      now: () => number
      /** Told each recorded entry (`history.activity`). */
      recorded: (entry: ActivityEntry) => void
    },
  ) {}

  record(actor: ActivityActor, what: ActivityTarget, outcome: { ok: true } | { ok: false; error: unknown }): ActivityEntry {
    const entry = insertActivity(this.deps.cache(), {
      workspaceId: actor.workspaceId,
      at: new Date(this.deps.now()).toISOString(),
      kind: what.kind,
      who: actor.who,
      target: what.target,
      targetId: what.targetId ?? null,
      outcome: outcome.ok ? 'ok' : 'error',
      errorCode: outcome.ok ? null : codeOf(outcome.error),
      detail: outcome.ok ? (what.detail ?? null) : messageOf(outcome.error),
    })
    this.deps.recorded(entry)
    return entry
  }

  /**
   * Runs the write and records its outcome; answers or throws as the write
   * did. `after` may name the target better once the service answered (the
   * id of what it created).
   */
  async track<T>(actor: ActivityActor, what: ActivityTarget, write: () => Promise<T>, after?: (value: T) => Partial<ActivityTarget>): Promise<T> {
    let value: T
    try {
      value = await write()
    } catch (error) {
      if (!(error instanceof CoreError && NOT_SENT.has(error.code))) this.record(actor, what, { ok: false, error })
      throw error
    }
    this.record(actor, { ...what, ...after?.(value) }, { ok: true })
    return value
  }
}

function codeOf(error: unknown): string {
  if (error instanceof CoreError) return error.status === undefined ? error.code : `${error.status} ${error.code}`
  return 'internal'
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message.split('\n')[0]!.slice(0, 300) : String(error).slice(0, 300)
}
