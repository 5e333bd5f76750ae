// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import compliance_en from './messages/compliance/en.json'
import diagnostics_en from './messages/diagnostics/en.json'
import updates_en from './messages/updates/en.json'
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
  'compliance.add.added': { number: string | number }
  'compliance.add.button': Record<string, never>
  'compliance.add.cancel': Record<string, never>
  'compliance.add.confirm': Record<string, never>
  'compliance.add.explain': Record<string, never>
  'compliance.add.title': { number: string | number }
  'compliance.import.line': { line: string | number }
  'compliance.import.report': { added: number; refused: number; updated: number }
  'compliance.list.actions': Record<string, never>
  'compliance.list.add': Record<string, never>
  'compliance.list.added': Record<string, never>
  'compliance.list.csvAfter': Record<string, never>
  'compliance.list.csvBefore': Record<string, never>
  'compliance.list.empty': Record<string, never>
  'compliance.list.export': Record<string, never>
  'compliance.list.heading': Record<string, never>
  'compliance.list.import': Record<string, never>
  'compliance.list.number': Record<string, never>
  'compliance.list.reason': Record<string, never>
  'compliance.list.reasonExample': Record<string, never>
  'compliance.list.remove': Record<string, never>
  'compliance.list.removeLabel': { number: string | number }
  'compliance.list.removed': { number: string | number }
  'compliance.list.undo': Record<string, never>
  'compliance.rules.from': Record<string, never>
  'compliance.rules.heading': Record<string, never>
  'compliance.rules.hours': Record<string, never>
  'compliance.rules.phrases': Record<string, never>
  'compliance.rules.phrasesHint': Record<string, never>
  'compliance.rules.restore': Record<string, never>
  'compliance.rules.save': Record<string, never>
  'compliance.rules.saved': Record<string, never>
  'compliance.rules.to': Record<string, never>
  'compliance.rules.zoneHint': Record<string, never>
  'compliance.section.heading': Record<string, never>
  'compliance.section.lead': Record<string, never>
  'compliance.section.loading': Record<string, never>
  'diagnostics.cache.kept': Record<string, never>
  'diagnostics.cache.none': Record<string, never>
  'diagnostics.cache.size': { size: string | number }
  'diagnostics.copy.pathCopied': Record<string, never>
  'diagnostics.copy.pathFailed': Record<string, never>
  'diagnostics.copy.reportCopied': Record<string, never>
  'diagnostics.copy.reportFailed': Record<string, never>
  'diagnostics.logs.copyPath': Record<string, never>
  'diagnostics.logs.opened': Record<string, never>
  'diagnostics.logs.where': Record<string, never>
  'diagnostics.quarantine.heading': Record<string, never>
  'diagnostics.quarantine.intro': Record<string, never>
  'diagnostics.quarantine.item': Record<string, never>
  'diagnostics.quarantine.list': Record<string, never>
  'diagnostics.quarantine.none': Record<string, never>
  'diagnostics.quarantine.seen': Record<string, never>
  'diagnostics.quarantine.seenSince': { count: string | number; when: string | number }
  'diagnostics.quarantine.why': Record<string, never>
  'diagnostics.section.copy': Record<string, never>
  'diagnostics.section.heading': Record<string, never>
  'diagnostics.section.intro': Record<string, never>
  'diagnostics.section.openLogs': Record<string, never>
  'diagnostics.section.show': Record<string, never>
  'updates.section.automatic': Record<string, never>
  'updates.section.check': Record<string, never>
  'updates.section.checkAgain': Record<string, never>
  'updates.section.heading': Record<string, never>
  'updates.section.installed': Record<string, never>
  'updates.section.lastChecked': { when: string | number }
  'updates.section.loading': Record<string, never>
  'updates.section.notes': { version: string | number }
  'updates.section.restart': Record<string, never>
  'updates.state.available': { version: string | number }
  'updates.state.checking': Record<string, never>
  'updates.state.downloading': { percent: string | number; version: string | number }
  'updates.state.failed': { message: string | number }
  'updates.state.idle': Record<string, never>
  'updates.state.progress': Record<string, never>
  'updates.state.ready': { version: string | number }
  'updates.state.upToDate': Record<string, never>
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...calls_en, ...compliance_en, ...diagnostics_en, ...updates_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/compliance/es.json'), import('./messages/diagnostics/es.json'), import('./messages/updates/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/compliance/pt-BR.json'), import('./messages/diagnostics/pt-BR.json'), import('./messages/updates/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/compliance/fr.json'), import('./messages/diagnostics/fr.json'), import('./messages/updates/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/compliance/de.json'), import('./messages/diagnostics/de.json'), import('./messages/updates/de.json')])).map((m) => m.default)) as Catalog,
}
