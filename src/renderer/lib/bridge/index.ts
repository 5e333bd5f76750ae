import type { Bridge } from '../../../shared/bridge'
import { readEarly } from './early-read'
import { connectWebSocketBridge } from './web-socket-bridge'

declare global {
  interface Window {
    /** Set by the Electron preload; absent in the browser host. */
    switchboard?: Bridge
  }
}

const TOKEN_KEY = 'switchboard.token'

/**
 * The Bridge for this window: the Electron preload's, or in the browser host a
 * WebSocket one authenticated by the token from the printed URL's fragment. The
 * token moves to sessionStorage so a reload keeps working and it leaves the URL.
 */
function resolveBridge(): Bridge {
  if (window.switchboard) return window.switchboard
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token')
  if (fromHash) {
    sessionStorage.setItem(TOKEN_KEY, fromHash)
    history.replaceState(null, '', window.location.pathname + window.location.search)
  }
  const token = sessionStorage.getItem(TOKEN_KEY) ?? ''
  return connectWebSocketBridge(token)
}

export const bridge: Bridge = resolveBridge()

/**
 * The wall's reads of `calls.current`, the first asked as this module runs:
 * the build gives the Bridge a chunk and a script of its own ahead of the
 * window's (electron.vite.config.ts), so the connection opens and the answer
 * comes while the views' code loads (`CallWall.refresh` takes it).
 */
export const currentCalls = readEarly(bridge, 'calls.current', {}, 'calls.snapshot')

/** The language setting, asked with the calls so the first screen is drawn in its language (`i18n.load`). */
export const currentLanguage = readEarly(bridge, 'app.language', {}, 'app.language')

/**
 * The workspace's connection, asked with the calls: the wall shows its calls only once it
 * knows there is a workspace (`Connection.start`), so the first screen is drawn with both.
 */
export const currentConnection = readEarly(bridge, 'app.connection', {}, 'app.connection')
