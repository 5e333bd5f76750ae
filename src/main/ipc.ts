import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron'
import { fail, IPC_EVENT_CHANNEL, IPC_INVOKE_CHANNEL } from '../shared/bridge'
import { dispatch, type SwitchboardConsole } from '../core/console'
import { isTrustedUrl } from './origins'

/**
 * The ids of the WebContents we created; a message from anything else (a
 * devtools extension, a frame that navigated away) is refused.
 */
export class TrustedSenders {
  readonly #ids = new Set<number>()
  readonly #contents = new Map<number, WebContents>()

  constructor(private readonly origins: readonly string[]) {}

  add(contents: WebContents): void {
    this.#ids.add(contents.id)
    this.#contents.set(contents.id, contents)
    contents.once('destroyed', () => {
      this.#ids.delete(contents.id)
      this.#contents.delete(contents.id)
    })
  }

  isTrusted(event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>): boolean {
    const frame = event.senderFrame
    if (!frame || frame.parent !== null) return false
    return this.#ids.has(event.sender.id) && isTrustedUrl(frame.url, this.origins)
  }

  all(): WebContents[] {
    return [...this.#contents.values()]
  }
}

/** Carries the Bridge over IPC. Returns the function that unregisters it. */
export function registerBridgeIpc(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, console_: SwitchboardConsole, senders: TrustedSenders): () => void {
  ipcMain.handle(IPC_INVOKE_CHANNEL, async (event, name: unknown, args: unknown) => {
    if (!senders.isTrusted(event)) {
      return fail({ code: 'untrusted_sender', message: 'This window may not use the console.' })
    }
    return dispatch(console_.handlers, name, args)
  })
  const unsubscribe = console_.events.subscribe((name, payload) => {
    for (const contents of senders.all()) {
      if (!contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, name, payload)
    }
  })
  return () => {
    ipcMain.removeHandler(IPC_INVOKE_CHANNEL)
    unsubscribe()
  }
}
