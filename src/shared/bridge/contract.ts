import type { z } from 'zod'
import type { CommandSpec, EventSpec } from './define'
import type { Result } from './result'
import { appCommands, appEvents } from './app'
import { callsCommands, callsEvents } from './calls'
import { alertsCommands, alertsEvents } from './alerts'
import { diagnosticsCommands } from './diagnostics'
import { updatesCommands, updatesEvents } from './updates'
import { workspacesCommands, workspacesEvents } from './workspaces'
import { voicesCommands, voicesEvents } from './voices'
import { syncCommands, syncEvents } from './sync'
import { outboxCommands, outboxEvents } from './outbox'
import { historyCommands, historyEvents } from './history'
import { callbacksCommands, callbacksEvents } from './callbacks'
import { adminCommands } from './admin'
import { complianceCommands, complianceEvents } from './compliance'
import { campaignsCommands, campaignsEvents } from './campaigns'
import { insightsCommands } from './insights'
import { transcriptsCommands } from './transcripts'

/** Every command of the Bridge, grouped by feature. */
export const commands = {
  ...appCommands,
  ...callsCommands,
  ...alertsCommands,
  ...diagnosticsCommands,
  ...updatesCommands,
  ...workspacesCommands,
  ...voicesCommands,
  ...syncCommands,
  ...outboxCommands,
  ...historyCommands,
  ...callbacksCommands,
  ...adminCommands,
  ...complianceCommands,
  ...campaignsCommands,
  ...insightsCommands,
  ...transcriptsCommands,
}

/** Every event of the Bridge, grouped by feature. */
export const events = {
  ...appEvents,
  ...callsEvents,
  ...alertsEvents,
  ...updatesEvents,
  ...workspacesEvents,
  ...voicesEvents,
  ...syncEvents,
  ...outboxEvents,
  ...historyEvents,
  ...callbacksEvents,
  ...complianceEvents,
  ...campaignsEvents,
}

export type Commands = typeof commands
export type CommandName = keyof Commands
export type CommandArgs<K extends CommandName> = z.input<Commands[K]['args']>
export type ParsedArgs<K extends CommandName> = z.output<Commands[K]['args']>
export type CommandResult<K extends CommandName> =
  Commands[K] extends CommandSpec<z.ZodType, infer R> ? R : never

export type Events = typeof events
export type EventName = keyof Events
export type EventPayload<K extends EventName> = Events[K] extends EventSpec<infer P> ? P : never

export const commandNames = Object.keys(commands) as CommandName[]
export const eventNames = Object.keys(events) as EventName[]

export function isCommandName(name: unknown): name is CommandName {
  return typeof name === 'string' && Object.hasOwn(commands, name)
}

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.hasOwn(events, name)
}

/** What the renderer sees as `window.switchboard`, whichever host carries it. */
export interface Bridge {
  invoke<K extends CommandName>(name: K, args: CommandArgs<K>): Promise<Result<CommandResult<K>>>
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void
}

/** What core implements: one async handler per command, taking validated arguments. */
export type BridgeHandlers = {
  [K in CommandName]: (args: ParsedArgs<K>) => Promise<CommandResult<K>>
}

/** The handlers of one feature: the commands named `feature.*`. */
export type HandlersOf<Feature extends string> = {
  [K in CommandName as K extends `${Feature}.${string}` ? K : never]: BridgeHandlers[K]
}

/** How core publishes events to whichever host is attached. */
export type EmitEvent = <K extends EventName>(name: K, payload: EventPayload<K>) => void
