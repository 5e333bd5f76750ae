// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import type { Language } from './locales'

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
  'app.language.heading': Record<string, never>
  'app.language.intro': Record<string, never>
  'app.language.label': Record<string, never>
  'app.language.system': { language: string | number }
  'app.nav.label': Record<string, never>
  'app.nav.shortcut': { shortcut: string | number; view: string | number }
  'app.view.admin': Record<string, never>
  'app.view.callbacks': Record<string, never>
  'app.view.calls': Record<string, never>
  'app.view.campaigns': Record<string, never>
  'app.view.history': Record<string, never>
  'app.view.insights': Record<string, never>
  'app.view.settings': Record<string, never>
  'app.view.voices': Record<string, never>
  'calls.alert.stillWaiting': { customer: string | number; rule: string | number }
  'calls.alert.title': { customer: string | number; rule: string | number }
  'calls.banner.asOf': { time: string | number }
  'calls.banner.lastUpdate': { time: string | number }
  'calls.banner.noAnswer': Record<string, never>
  'calls.banner.noUpdate': Record<string, never>
  'calls.banner.offline': Record<string, never>
  'calls.banner.offlineEffect': Record<string, never>
  'calls.banner.overdue': { reason: string | number }
  'calls.banner.rateLimited': Record<string, never>
  'calls.banner.slowDown': { time: string | number }
  'calls.end.alreadyEnded': Record<string, never>
  'calls.end.body': { agent: string | number; customer: string | number; duration: string | number }
  'calls.end.confirm': Record<string, never>
  'calls.end.done': { customer: string | number }
  'calls.end.failed': { customer: string | number; error: string | number }
  'calls.end.title': { customer: string | number }
  'calls.role.agent': Record<string, never>
  'calls.role.customer': Record<string, never>
  'calls.role.listening': Record<string, never>
  'calls.summary.label': Record<string, never>
  'calls.summary.longest': Record<string, never>
  'calls.summary.nearMax': Record<string, never>
  'calls.summary.negative': Record<string, never>
  'calls.summary.neutral': Record<string, never>
  'calls.summary.now': Record<string, never>
  'calls.summary.positive': Record<string, never>
  'calls.summary.transfersWaiting': Record<string, never>
  'calls.table.actions': Record<string, never>
  'calls.table.agent': Record<string, never>
  'calls.table.attention': Record<string, never>
  'calls.table.customer': Record<string, never>
  'calls.table.duration': Record<string, never>
  'calls.table.lastMessage': Record<string, never>
  'calls.table.sentiment': Record<string, never>
  'calls.type.other': Record<string, never>
  'calls.type.phone': Record<string, never>
  'calls.type.web': Record<string, never>
  'calls.wall.agent': Record<string, never>
  'calls.wall.allAgents': Record<string, never>
  'calls.wall.anySentiment': Record<string, never>
  'calls.wall.anyType': Record<string, never>
  'calls.wall.asOf': { time: string | number }
  'calls.wall.barge': Record<string, never>
  'calls.wall.callWith': { customer: string | number }
  'calls.wall.cards': Record<string, never>
  'calls.wall.comfortable': Record<string, never>
  'calls.wall.compact': Record<string, never>
  'calls.wall.density': Record<string, never>
  'calls.wall.end': Record<string, never>
  'calls.wall.ended': Record<string, never>
  'calls.wall.ending': Record<string, never>
  'calls.wall.held': { displaced: number }
  'calls.wall.heldLong': { displaced: number; minutes: string | number }
  'calls.wall.hiddenPinned': { calls: string | number }
  'calls.wall.holdHint': Record<string, never>
  'calls.wall.layout': Record<string, never>
  'calls.wall.listen': Record<string, never>
  'calls.wall.newCalls': { count: number; pinned: number }
  'calls.wall.search': Record<string, never>
  'calls.wall.searchPlaceholder': Record<string, never>
  'calls.wall.sentiment': Record<string, never>
  'calls.wall.showAll': Record<string, never>
  'calls.wall.shown': { shown: string | number; total: number }
  'calls.wall.sort': Record<string, never>
  'calls.wall.sortLongest': Record<string, never>
  'calls.wall.sortNewest': Record<string, never>
  'calls.wall.sortSentiment': Record<string, never>
  'calls.wall.table': Record<string, never>
  'calls.wall.toolbar': Record<string, never>
  'calls.wall.transferOnly': Record<string, never>
  'calls.wall.transferRequested': Record<string, never>
  'calls.wall.type': Record<string, never>
  'calls.wall.waiting': { duration: string | number }
  'calls.wall.wallboard': Record<string, never>
  'calls.wall.wallboardTitle': Record<string, never>
  'calls.wall.webVisitor': Record<string, never>
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...calls_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/calls/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/calls/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/calls/de.json')])).map((m) => m.default)) as Catalog,
}
