import type { Bridge, CommandName, EventName, Result, ServerMessage } from '../../../shared/bridge'

type Listener = (payload: unknown) => void

/**
 * The Bridge carried over the browser host's WebSocket. Same contract as the
 * Electron preload; reconnects on its own and fails pending commands with a
 * typed error rather than leaving them hanging. Told to reload (the host's CSP
 * changed), it reloads the page and reads nothing more.
 */
export function connectWebSocketBridge(token: string, location: Location = window.location): Bridge {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/bridge?token=${encodeURIComponent(token)}`
  const pending = new Map<number, (result: Result<unknown>) => void>()
  const listeners = new Map<string, Set<Listener>>()
  const queue: string[] = []
  let nextId = 1
  let socket: WebSocket
  let retryMs = 250
  let reloading = false

  function open(): void {
    socket = new WebSocket(url)
    socket.addEventListener('open', () => {
      retryMs = 250
      for (const message of queue.splice(0)) socket.send(message)
      void refreshConnection()
    })
    socket.addEventListener('message', (event) => {
      if (reloading) return
      const message = JSON.parse(String(event.data)) as ServerMessage
      if (message.type === 'reload') {
        // A media server was added that this page's CSP does not allow: take the new policy.
        reloading = true
        location.reload()
      } else if (message.type === 'result') {
        pending.get(message.id)?.(message.result as Result<unknown>)
        pending.delete(message.id)
      } else {
        emitLocal(message.name, message.payload)
      }
    })
    socket.addEventListener('close', () => {
      if (reloading) return
      for (const [id, resolve] of pending) {
        resolve({ ok: false, error: { code: 'host_unreachable', message: 'Lost the connection to the console host. Retrying…', words: { key: 'errors.host.lost' } } })
        pending.delete(id)
      }
      emitLocal('app.connection', { state: 'offline', reason: 'Lost the connection to the console host; reconnecting…' })
      setTimeout(open, retryMs)
      retryMs = Math.min(retryMs * 2, 5000)
    })
  }

  function emitLocal(name: string, payload: unknown): void {
    for (const listener of listeners.get(name) ?? []) listener(payload)
  }

  /** After a reconnect, the host's current connection state replaces our "offline". */
  async function refreshConnection(): Promise<void> {
    const result = await bridge.invoke('app.connection', {})
    if (result.ok) emitLocal('app.connection', result.value)
  }

  const bridge = {
    invoke(name: CommandName, args: unknown) {
      const id = nextId++
      const message = JSON.stringify({ type: 'invoke', id, name, args })
      return new Promise((resolve) => {
        pending.set(id, resolve as (result: Result<unknown>) => void)
        if (socket.readyState === WebSocket.OPEN) socket.send(message)
        else queue.push(message)
      })
    },
    on(name: EventName, listener: Listener) {
      const set = listeners.get(name) ?? new Set<Listener>()
      listeners.set(name, set)
      set.add(listener)
      return () => set.delete(listener)
    },
  } as Bridge
  open()
  return bridge
}
