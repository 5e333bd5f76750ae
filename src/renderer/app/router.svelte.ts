import { isViewId, type ViewId } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { Listeners } from '../lib/listeners'

/** What the address names: a view, and what it should open (`#/callbacks?id=disp_…`). */
interface Route {
  view: ViewId
  params: URLSearchParams
}

function routeOf(hash: string): Route {
  const [id = '', query = ''] = hash.replace(/^#\/?/, '').split('?')
  return { view: isViewId(id) ? id : 'calls', params: new URLSearchParams(query) }
}

/**
 * The current view, kept in the URL fragment (`#/callbacks`) so reloads and
 * history work. A link may also name one item for its view to open (a
 * notification, another view's button): the view follows that parameter.
 */
class Router {
  #current = $state<ViewId>(routeOf(window.location.hash).view)
  readonly #arrived = new Listeners<[route: Route]>()

  get current(): ViewId {
    return this.#current
  }

  /** Follows the address and the host's requests for the window's life; returns the function that stops. */
  start(): () => void {
    const changed = () => this.#arrive(routeOf(window.location.hash))
    window.addEventListener('hashchange', changed)
    // The window mounts once the wall's early answer came (main.ts): an address changed before that is caught up.
    if (routeOf(window.location.hash).view !== this.#current) changed()
    // The desktop menus (Cmd/Ctrl+1…5, Cmd/Ctrl+,) and the tray ask for views through the host.
    const stop = bridge.on('app.navigate', ({ view }) => {
      if (isViewId(view)) this.go(view)
    })
    return () => {
      window.removeEventListener('hashchange', changed)
      stop()
    }
  }

  go(view: ViewId): void {
    if (view === this.#current) return
    window.location.hash = `#/${view}`
  }

  /** Opens `view` on one item (`#/calls?room=…`); the same link again still reaches its followers (the address does not change then). */
  open(view: ViewId, params: Record<string, string>): void {
    const link = `#/${view}?${new URLSearchParams(params)}`
    if (window.location.hash === link) this.#arrive(routeOf(link))
    else window.location.hash = link
  }

  /** Calls `listener` with `param` of every address of `view` that names it, now and on each change; returns the function that stops. */
  follow(view: ViewId, param: string, listener: (value: string) => void): () => void {
    const tell = (route: Route) => {
      const value = route.params.get(param)
      if (route.view === view && value) listener(value)
    }
    tell(routeOf(window.location.hash))
    return this.#arrived.add(tell)
  }

  /** Drops the item from the address once its view closed it, so the same link opens it again. */
  forget(view: ViewId): void {
    const route = routeOf(window.location.hash)
    if (route.view === view && route.params.size > 0) history.replaceState(null, '', `#/${view}`)
  }

  #arrive(route: Route): void {
    this.#current = route.view
    this.#arrived.emit(route)
  }
}

export const router = new Router()
