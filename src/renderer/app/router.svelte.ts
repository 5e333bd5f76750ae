import { bridge } from '../lib/bridge'
import { isViewId, type ViewId } from './views'

/** The current view, kept in the URL fragment (`#/callbacks`) so reloads and history work. */
export class Router {
  #current = $state<ViewId>(Router.#fromHash())

  constructor() {
    window.addEventListener('hashchange', () => {
      this.#current = Router.#fromHash()
    })
    // The desktop menus (Cmd/Ctrl+1..5, Cmd/Ctrl+,) and the tray ask for views through the host.
    bridge.on('app.navigate', ({ view }) => {
      if (isViewId(view)) this.go(view)
    })
  }

  get current(): ViewId {
    return this.#current
  }

  go(view: ViewId): void {
    if (view === this.#current) return
    window.location.hash = `#/${view}`
  }

  static #fromHash(): ViewId {
    const id = window.location.hash.replace(/^#\/?/, '').split('?')[0] ?? ''
    return isViewId(id) ? id : 'calls'
  }
}

export const router = new Router()
