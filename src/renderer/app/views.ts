import type { Component } from 'svelte'
import { VIEWS, type ViewEntry, type ViewId } from '../../shared/bridge'
import AdminView from '../admin/AdminView.svelte'
import CallbacksView from '../callbacks/CallbacksView.svelte'
import CallsView from '../calls/CallsView.svelte'
import CampaignsView from '../campaigns/CampaignsView.svelte'
import HistoryView from '../history/HistoryView.svelte'
import InsightsView from '../insights/InsightsView.svelte'
import VoicesView from '../voices/VoicesView.svelte'
import SettingsView from './SettingsView.svelte'

/** What the renderer adds to a view of the shared list: what it shows, and its icon (an SVG path on a 24 × 24 grid). */
interface ViewParts {
  component: Component
  icon: string
}

/** By id, so a view the shared list declares without a component here is a type error. */
const PARTS = {
  calls: { component: CallsView, icon: 'M4 15v-3a8 8 0 0 1 16 0v3M4 15h3v5H4zM17 15h3v5h-3z' },
  callbacks: { component: CallbacksView, icon: 'M12 7v5l3 2M3 12a9 9 0 1 0 2.6-6.4M3 3v5h5' },
  voices: { component: VoicesView, icon: 'M9 5a3 3 0 0 1 6 0v6a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3' },
  history: { component: HistoryView, icon: 'M4 5h16v4H4zM5 9v10h14V9M10 13h4' },
  admin: { component: AdminView, icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13v7M13 16.5h7' },
  campaigns: { component: CampaignsView, icon: 'M3 11v2l12 5V6L3 11zM15 9h2a3 3 0 0 1 0 6h-2M6 14l1.5 5h3L9 15' },
  insights: { component: InsightsView, icon: 'M4 20V11M10 20V4M16 20v-6M3 20h18' },
  settings: { component: SettingsView, icon: 'M4 7h9M17 7h3M4 17h3M11 17h9M15 5v4M9 15v4' },
} satisfies Record<ViewId, ViewParts>

export type RegisteredView = ViewEntry & ViewParts

/**
 * The view registry: the shared `VIEWS` (id, label, shortcut, in order) with
 * each view's component and icon. The navigation, the Ctrl/Cmd shortcuts and
 * the shell's view switch all read it.
 */
export const REGISTERED_VIEWS: readonly RegisteredView[] = VIEWS.map((view) => ({ ...view, ...PARTS[view.id] }))

export function viewOf(id: ViewId): RegisteredView {
  return REGISTERED_VIEWS.find((view) => view.id === id)!
}
