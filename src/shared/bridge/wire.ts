import { z } from 'zod'

/** Messages of the web host's WebSocket transport of the Bridge. */
export const ClientMessage = z.object({
  type: z.literal('invoke'),
  id: z.number().int().min(0),
  name: z.string(),
  args: z.unknown(),
})
export type ClientMessage = z.infer<typeof ClientMessage>

/**
 * `reload`: the page's Content-Security-Policy no longer allows a media server
 * just configured; the page reloads to get the new one, and reads nothing more
 * from this socket.
 */
export type ServerMessage =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'event'; name: string; payload: unknown }
  | { type: 'reload' }

/** IPC channel names of the Electron host. */
export const IPC_INVOKE_CHANNEL = 'switchboard:invoke'
export const IPC_EVENT_CHANNEL = 'switchboard:event'
