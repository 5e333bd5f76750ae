import type { CommandName, HandlersOf, WorkspaceSummary } from '../../shared/bridge'
import type { ApiClient } from '../api'
import { CoreError, words } from '../errors/core-error'

type PrefixOf<Name> = Name extends `${infer Prefix}.${string}` ? Prefix : never

/** A Bridge prefix (`calls`, `callbacks`, ...): one feature module each. */
export type FeaturePrefix = PrefixOf<CommandName>

/**
 * One feature as the console composes it (`console.ts`, from a list). Building
 * a module has no side effect; what it runs beside its handlers (timers,
 * subscriptions) begins in `start`, once the cache is open, and ends with the
 * function `start` answers.
 */
export interface FeatureModule<Prefix extends FeaturePrefix> {
  readonly prefix: Prefix
  readonly handlers: HandlersOf<Prefix>
  start?(): () => void
}

/** A module of any prefix. */
export type AnyFeatureModule = { [Prefix in FeaturePrefix]: FeatureModule<Prefix> }[FeaturePrefix]

/** The workspace the console works on now: its profile and its shared client. */
export interface ActiveWorkspace {
  readonly profile: WorkspaceSummary
  readonly client: ApiClient
}

/**
 * The active workspace as a feature's port: `require()` is the one refusal of
 * a command that needs a workspace when there is none ("Open a workspace first").
 */
export interface WorkspaceAccess {
  readonly current: ActiveWorkspace | null
  require(): ActiveWorkspace
}

/** The active workspace and its switches: the listener hears the current one at once; returns the unsubscribe function. */
export interface WorkspaceWatch extends WorkspaceAccess {
  subscribe(listener: (workspace: ActiveWorkspace | null) => void): () => void
}

/**
 * The host's question to the supervisor before the console reaches an origin
 * it has not used (a dialog of the main process, the browser host's terminal):
 * true when allowed. The page can neither answer nor skip it.
 */
export type ConfirmReach = (origin: string, why: string) => Promise<boolean>

/**
 * Asks the host about `origin` and refuses the command (`reach_not_confirmed`,
 * in the words of `refused`: "Not saved: …") unless the supervisor allows it;
 * without a host to ask, nothing new is reached.
 */
export async function requireReach(
  confirm: ConfirmReach | undefined,
  origin: string,
  why: string,
  refused: 'errors.reach.notSaved' | 'errors.reach.notAdded',
): Promise<void> {
  if (await confirm?.(origin, why)) return
  throw new CoreError('reach_not_confirmed', words(refused, { origin }))
}

/** A final transcript segment just kept, heard once per segment (what a keyword rule listens to). */
export interface StoredSegmentNotice {
  workspaceId: string
  roomName: string
  text: string
  /** When the segment ended (ISO 8601 UTC): when its words were final. */
  at: string
}

/** Subscribes to every segment newly kept; answers the function that unsubscribes. */
export type OnSegmentStored = (listener: (segment: StoredSegmentNotice) => void) => () => void
