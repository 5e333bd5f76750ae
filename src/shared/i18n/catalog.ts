// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import workspaces_en from './messages/workspaces/en.json'
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
  'calls.wall.newCalls': { count: number; pinned: number }
  'calls.wall.shown': { shown: string | number; total: number }
  'workspaces.action.cancel': Record<string, never>
  'workspaces.action.save': Record<string, never>
  'workspaces.add.apiKey': Record<string, never>
  'workspaces.add.baseUrl': Record<string, never>
  'workspaces.add.heading': Record<string, never>
  'workspaces.add.hint': Record<string, never>
  'workspaces.add.labelPlaceholder': Record<string, never>
  'workspaces.add.open': Record<string, never>
  'workspaces.add.submit': Record<string, never>
  'workspaces.add.testing': Record<string, never>
  'workspaces.add.workspaceId': Record<string, never>
  'workspaces.budget.label': Record<string, never>
  'workspaces.budget.lastSlowed': { time: string | number }
  'workspaces.budget.nothingWaiting': Record<string, never>
  'workspaces.budget.paused': { time: string | number }
  'workspaces.budget.sentAfter': { budget: string | number; perMinute: string | number }
  'workspaces.budget.sentBefore': Record<string, never>
  'workspaces.budget.waiting': { count: number; yours: string | number }
  'workspaces.demo.member': Record<string, never>
  'workspaces.demo.memberTitle': Record<string, never>
  'workspaces.demo.open': Record<string, never>
  'workspaces.demo.starting': Record<string, never>
  'workspaces.empty': Record<string, never>
  'workspaces.field.label': Record<string, never>
  'workspaces.field.plan': Record<string, never>
  'workspaces.heading': Record<string, never>
  'workspaces.keychain.advice': Record<string, never>
  'workspaces.keychain.title': Record<string, never>
  'workspaces.loadFailed': { error: string | number }
  'workspaces.loading': Record<string, never>
  'workspaces.plan.business': Record<string, never>
  'workspaces.plan.businessRate': Record<string, never>
  'workspaces.plan.developer': Record<string, never>
  'workspaces.plan.developerRate': Record<string, never>
  'workspaces.plan.enterprise': Record<string, never>
  'workspaces.plan.enterpriseRate': Record<string, never>
  'workspaces.remove.body': Record<string, never>
  'workspaces.remove.confirm': Record<string, never>
  'workspaces.remove.demoBody': Record<string, never>
  'workspaces.remove.title': { label: string | number }
  'workspaces.row.active': Record<string, never>
  'workspaces.row.demo': Record<string, never>
  'workspaces.row.demoKeyTitle': Record<string, never>
  'workspaces.row.edit': Record<string, never>
  'workspaces.row.failed': Record<string, never>
  'workspaces.row.idTitle': { id: string | number }
  'workspaces.row.key': { key: string | number }
  'workspaces.row.keyMissing': Record<string, never>
  'workspaces.row.keyTitle': Record<string, never>
  'workspaces.row.newKey': Record<string, never>
  'workspaces.row.rate': { perMinute: string | number; plan: string | number }
  'workspaces.row.remove': Record<string, never>
  'workspaces.row.replace': Record<string, never>
  'workspaces.row.rotate': Record<string, never>
  'workspaces.row.switch': Record<string, never>
  'workspaces.row.testing': Record<string, never>
  'workspaces.share.countedShared': { others: string | number; used: string | number }
  'workspaces.share.free': { budget: string | number }
  'workspaces.share.held': Record<string, never>
  'workspaces.share.limitedAfter': { budget: string | number }
  'workspaces.share.limitedBefore': Record<string, never>
  'workspaces.share.limitedShared': { budget: string | number; used: string | number }
  'workspaces.share.slowed': { count: number }
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...calls_en, ...workspaces_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/workspaces/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/workspaces/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/workspaces/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/workspaces/de.json')])).map((m) => m.default)) as Catalog,
}
