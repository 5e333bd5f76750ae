// Written by `npm run i18n` (scripts/i18n.ts) from messages/en.json; do not edit.

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
  'language.heading': Record<string, never>
  'language.intro': Record<string, never>
  'language.label': Record<string, never>
  'language.system': { language: string | number }
  'nav.label': Record<string, never>
  'nav.shortcut': { shortcut: string | number; view: string | number }
  'view.admin': Record<string, never>
  'view.callbacks': Record<string, never>
  'view.calls': Record<string, never>
  'view.campaigns': Record<string, never>
  'view.history': Record<string, never>
  'view.insights': Record<string, never>
  'view.settings': Record<string, never>
  'view.voices': Record<string, never>
  'wall.newCalls': { count: number; pinned: number }
  'wall.shown': { shown: string | number; total: number }
}
