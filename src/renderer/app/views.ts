import type { Component } from 'svelte'
import { VIEWS, type ViewEntry, type ViewId } from '../../shared/bridge'
import CallsView from '../calls/CallsView.svelte'

/** A view's module, as a dynamic `import()` of its component answers it. */
type ViewModule = { default: Component }

/** What the renderer adds to a view of the shared list: how its component loads, and its icon (an SVG path on a 24 × 24 grid). */
interface ViewParts {
  load: () => Promise<ViewModule>
  icon: string
}

/**
 * By id, so a view the shared list declares without a component here is a type error.
 * The wall is what every start shows, so it is in the start bundle; every other view
 * is a chunk of its own (with what only it uses: Chart.js, wavesurfer, the CSV
 * worker), fetched at its first open.
 */
const PARTS = {
  calls: { load: () => Promise.resolve({ default: CallsView }), icon: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zM17 15h3v5h-3z' },
  callbacks: { load: () => import('../callbacks/CallbacksView.svelte'), icon: 'M12 7v5l3 2M3 12a9 9 0 1 0 2.6-6.4M3 3v5h5' },
  voices: { load: () => import('../voices/VoicesView.svelte'), icon: 'M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3' },
  history: { load: () => import('../history/HistoryView.svelte'), icon: 'M4 5h16v4H4zM5 9v10h14V9M10 13h4' },
  admin: { load: () => import('../admin/AdminView.svelte'), icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13v7M13 16.5h7' },
  campaigns: { load: () => import('../campaigns/CampaignsView.svelte'), icon: 'M3 11v2l12 5V6L3 11zM15 9h2a3 3 0 0 1 0 6h-2M6 14l1.5 5h3L9 15' },
  insights: { load: () => import('../insights/InsightsView.svelte'), icon: 'M4 20V11M10 20V4M16 20v-6M3 20h18' },
  settings: { load: () => import('./SettingsView.svelte'), icon: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4' },
} satisfies Record<ViewId, ViewParts>

export type RegisteredView = ViewEntry & { icon: string }

/**
 * The view registry: the shared `VIEWS` (id, label, shortcut, in order) with
 * each view's icon. The navigation, the Ctrl/Cmd shortcuts and the shell's
 * view switch all read it.
 */
export const REGISTERED_VIEWS: readonly RegisteredView[] = VIEWS.map((view) => ({ ...view, icon: PARTS[view.id].icon }))

export function viewOf(id: ViewId): RegisteredView {
  return REGISTERED_VIEWS.find((view) => view.id === id)!
}

const loaded = new Map<ViewId, Component>([['calls', CallsView]])
const loading = new Map<ViewId, Promise<Component>>()

/**
 * The view's component: at once when it has loaded before (the wall always
 * has), else the load under way. A failed load is forgotten, so the next
 * open tries again.
 */
export function componentOf(id: ViewId): Component | Promise<Component> {
  const component = loaded.get(id)
  if (component) return component
  let load = loading.get(id)
  if (!load) {
    load = PARTS[id].load().then(
      (module) => {
        loaded.set(id, module.default)
        return module.default
      },
      (error: unknown) => {
        loading.delete(id)
        throw error
      },
    )
    loading.set(id, load)
  }
  return load
}

/** Starts fetching a view's chunk before it opens (the pointer nears its button, or the button has focus). */
export function prefetchView(id: ViewId): void {
  const component = componentOf(id)
  // A prefetch that fails is retried by the open itself, which shows the error.
  if (component instanceof Promise) component.catch(() => {})
}
