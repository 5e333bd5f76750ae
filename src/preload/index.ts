import { contextBridge, ipcRenderer } from 'electron'
import {
  IPC_EVENT_CHANNEL,
  IPC_INVOKE_CHANNEL,
  isCommandName,
  isEventName,
  type Bridge,
  type CommandName,
  type EventName,
} from '../shared/bridge'

type Listener = (payload: unknown) => void
const listeners = new Map<EventName, Set<Listener>>()

ipcRenderer.on(IPC_EVENT_CHANNEL, (_event, name: unknown, payload: unknown) => {
  if (!isEventName(name)) return
  for (const listener of listeners.get(name) ?? []) listener(payload)
})

/** Exactly the Bridge: named commands and events, never ipcRenderer itself. */
const bridge = {
  invoke(name: CommandName, args: unknown) {
    if (!isCommandName(name)) {
      return Promise.resolve({ ok: false, error: { code: 'unknown_command', message: 'Unknown command.' } })
    }
    return ipcRenderer.invoke(IPC_INVOKE_CHANNEL, name, args)
  },
  on(name: EventName, listener: Listener) {
    if (!isEventName(name) || typeof listener !== 'function') return () => undefined
    const set = listeners.get(name) ?? new Set<Listener>()
    listeners.set(name, set)
    set.add(listener)
    return () => {
      set.delete(listener)
    }
  },
} satisfies Record<keyof Bridge, unknown>

contextBridge.exposeInMainWorld('switchboard', bridge)
