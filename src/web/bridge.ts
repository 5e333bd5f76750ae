import { ClientMessage, type Result } from '../shared/bridge'
import { dispatch, type SwitchboardConsole } from '../core/console'
import type { HostBridge } from './server'

/** The browser host's Bridge to a started console: its commands through the real dispatch, its events. */
export function consoleBridge(console_: Pick<SwitchboardConsole, 'handlers' | 'events'>): HostBridge {
  return {
    invoke: (name, args) => dispatch(console_.handlers, name, args),
    async answer(raw) {
      const parsed = ClientMessage.safeParse(raw)
      if (!parsed.success) {
        // A caller waiting on this id gets its answer instead of waiting forever.
        const id = (raw as { id?: unknown } | null)?.id
        if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) {
          return { type: 'result', id, result: malformed(parsed.error.issues[0]?.message ?? 'malformed message') }
        }
        return { type: 'event', name: 'bridge.protocol-error', payload: 'malformed message ignored' }
      }
      const message = parsed.data
      return { type: 'result', id: message.id, result: await dispatch(console_.handlers, message.name, message.args) }
    },
    subscribe: (listener) => console_.events.subscribe(listener),
  }
}

function malformed(why: string): Result<never> {
  return { ok: false, error: { code: 'invalid_argument', message: `Malformed Bridge message: ${why}` } }
}
