export type ViewId = 'calls' | 'callbacks' | 'voice-lab' | 'history' | 'admin' | 'settings'

export interface ViewEntry {
  id: ViewId
  label: string
  /** Ctrl/Cmd + this key opens the view. */
  shortcut: string
}

export const VIEWS: readonly ViewEntry[] = [
  { id: 'calls', label: 'Live calls', shortcut: '1' },
  { id: 'callbacks', label: 'Callbacks', shortcut: '2' },
  { id: 'voice-lab', label: 'Voice lab', shortcut: '3' },
  { id: 'history', label: 'History', shortcut: '4' },
  { id: 'admin', label: 'Admin', shortcut: '5' },
  { id: 'settings', label: 'Settings', shortcut: ',' },
]

export function isViewId(value: string): value is ViewId {
  return VIEWS.some((view) => view.id === value)
}
