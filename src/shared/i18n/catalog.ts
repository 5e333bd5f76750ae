// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import history_en from './messages/history/en.json'
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
  'history.activity.done': Record<string, never>
  'history.activity.emptyHint': Record<string, never>
  'history.activity.emptyTitle': Record<string, never>
  'history.activity.failed': Record<string, never>
  'history.activity.filters': Record<string, never>
  'history.activity.label': Record<string, never>
  'history.activity.refused': { reason: string | number }
  'history.activity.search': Record<string, never>
  'history.activityKind.agent.assignNumber': Record<string, never>
  'history.activityKind.agent.create': Record<string, never>
  'history.activityKind.agent.delete': Record<string, never>
  'history.activityKind.agent.releaseNumber': Record<string, never>
  'history.activityKind.agent.update': Record<string, never>
  'history.activityKind.batch.cancel': Record<string, never>
  'history.activityKind.batch.start': Record<string, never>
  'history.activityKind.call.barge': Record<string, never>
  'history.activityKind.call.end': Record<string, never>
  'history.activityKind.call.handBack': Record<string, never>
  'history.activityKind.call.place': Record<string, never>
  'history.activityKind.call.stopSpeaking': Record<string, never>
  'history.activityKind.call.takeOver': Record<string, never>
  'history.activityKind.callback.edit': Record<string, never>
  'history.activityKind.flow.create': Record<string, never>
  'history.activityKind.flow.delete': Record<string, never>
  'history.activityKind.flow.update': Record<string, never>
  'history.activityKind.folder.addFlow': Record<string, never>
  'history.activityKind.folder.removeFlow': Record<string, never>
  'history.activityKind.number.update': Record<string, never>
  'history.activityKind.voice.create': Record<string, never>
  'history.activityKind.workspace.rename': Record<string, never>
  'history.agents.emptyHint': Record<string, never>
  'history.agents.emptyTitle': Record<string, never>
  'history.agents.export': Record<string, never>
  'history.agents.label': Record<string, never>
  'history.agents.noNumber': Record<string, never>
  'history.calls.day': Record<string, never>
  'history.calls.emptyHint': Record<string, never>
  'history.calls.emptyTitle': Record<string, never>
  'history.calls.ended': Record<string, never>
  'history.calls.endedBySupervisor': Record<string, never>
  'history.calls.filters': Record<string, never>
  'history.calls.label': Record<string, never>
  'history.calls.lines': { count: number }
  'history.calls.notRequested': Record<string, never>
  'history.calls.perDay': { days: number; total: number }
  'history.calls.requested': Record<string, never>
  'history.calls.stillLive': Record<string, never>
  'history.close': Record<string, never>
  'history.conversation.close': Record<string, never>
  'history.conversation.doNotCallReason': { time: string | number }
  'history.conversation.messageStatus': { sent: string; status: string | number }
  'history.conversation.messages': Record<string, never>
  'history.conversation.noMessages': Record<string, never>
  'history.conversation.notCached': Record<string, never>
  'history.conversation.refresh': Record<string, never>
  'history.conversation.refreshing': Record<string, never>
  'history.conversation.started': { agent: string | number; flow: string | number; time: string | number }
  'history.conversation.title': Record<string, never>
  'history.conversations.emptyHint': Record<string, never>
  'history.conversations.emptyTitle': Record<string, never>
  'history.conversations.filters': Record<string, never>
  'history.conversations.label': Record<string, never>
  'history.conversations.noMessages': Record<string, never>
  'history.conversations.notFetched': { count: string | number }
  'history.conversations.speaker': { speaker: string | number }
  'history.conversations.startedByCustomer': Record<string, never>
  'history.conversations.startedByUs': Record<string, never>
  'history.customer.unknown': Record<string, never>
  'history.customer.web': Record<string, never>
  'history.customer.webVisitor': Record<string, never>
  'history.disposition.close': Record<string, never>
  'history.disposition.inBatch': Record<string, never>
  'history.disposition.noNotes': Record<string, never>
  'history.disposition.notCached': Record<string, never>
  'history.disposition.title': Record<string, never>
  'history.dispositions.emptyHint': Record<string, never>
  'history.dispositions.emptyTitle': Record<string, never>
  'history.dispositions.filters': Record<string, never>
  'history.dispositions.label': Record<string, never>
  'history.dispositions.search': Record<string, never>
  'history.export.busy': Record<string, never>
  'history.export.csv': Record<string, never>
  'history.export.done': { count: number; file: string | number }
  'history.export.failed': { error: string | number }
  'history.export.json': Record<string, never>
  'history.field.action': Record<string, never>
  'history.field.agent': Record<string, never>
  'history.field.attempt': Record<string, never>
  'history.field.batch': Record<string, never>
  'history.field.created': Record<string, never>
  'history.field.customer': Record<string, never>
  'history.field.detail': Record<string, never>
  'history.field.direction': Record<string, never>
  'history.field.disposition': Record<string, never>
  'history.field.duration': Record<string, never>
  'history.field.firstSeen': Record<string, never>
  'history.field.flow': Record<string, never>
  'history.field.howItEnded': Record<string, never>
  'history.field.lastMessage': Record<string, never>
  'history.field.lastSeen': Record<string, never>
  'history.field.lastSentiment': Record<string, never>
  'history.field.model': Record<string, never>
  'history.field.name': Record<string, never>
  'history.field.notes': Record<string, never>
  'history.field.outcome': Record<string, never>
  'history.field.phone': Record<string, never>
  'history.field.phoneNumber': Record<string, never>
  'history.field.scheduled': Record<string, never>
  'history.field.sentiment': Record<string, never>
  'history.field.started': Record<string, never>
  'history.field.status': Record<string, never>
  'history.field.target': Record<string, never>
  'history.field.transcript': Record<string, never>
  'history.field.transfer': Record<string, never>
  'history.field.updated': Record<string, never>
  'history.field.voice': Record<string, never>
  'history.field.when': Record<string, never>
  'history.field.who': Record<string, never>
  'history.filter.any': Record<string, never>
  'history.filter.backwards': Record<string, never>
  'history.filter.clear': Record<string, never>
  'history.filter.from': Record<string, never>
  'history.filter.to': Record<string, never>
  'history.keys.clear': Record<string, never>
  'history.keys.results': Record<string, never>
  'history.keys.search': Record<string, never>
  'history.keys.tabs': Record<string, never>
  'history.list.cacheError': { error: string | number }
  'history.list.call.count': { count: number }
  'history.list.call.export': Record<string, never>
  'history.list.call.pages': Record<string, never>
  'history.list.change.count': { count: number }
  'history.list.change.export': Record<string, never>
  'history.list.change.pages': Record<string, never>
  'history.list.conversation.count': { count: number }
  'history.list.conversation.export': Record<string, never>
  'history.list.conversation.pages': Record<string, never>
  'history.list.disposition.count': { count: number }
  'history.list.disposition.export': Record<string, never>
  'history.list.disposition.pages': Record<string, never>
  'history.loading': Record<string, never>
  'history.number.asOf': { time: string | number }
  'history.number.fetching': Record<string, never>
  'history.number.flowType': Record<string, never>
  'history.number.notRead': Record<string, never>
  'history.number.off': Record<string, never>
  'history.number.officeHours': Record<string, never>
  'history.number.on': Record<string, never>
  'history.number.recording': Record<string, never>
  'history.number.retry': Record<string, never>
  'history.number.show': Record<string, never>
  'history.number.tags': Record<string, never>
  'history.number.transferCallerId': Record<string, never>
  'history.number.unknownOffline': Record<string, never>
  'history.offline.body': Record<string, never>
  'history.offline.label': Record<string, never>
  'history.offline.neverSynced': Record<string, never>
  'history.offline.synced': { time: string | number }
  'history.offline.title': Record<string, never>
  'history.pager.next': Record<string, never>
  'history.pager.previous': Record<string, never>
  'history.pager.summary': { counted: string | number; page: string | number; pages: string | number }
  'history.search.agents': Record<string, never>
  'history.search.conversations': Record<string, never>
  'history.search.dispositions': Record<string, never>
  'history.search.failed': { error: string | number }
  'history.search.found': { count: number; query: string | number }
  'history.search.label': Record<string, never>
  'history.search.messages': Record<string, never>
  'history.search.nothing': { query: string | number }
  'history.search.placeholder': Record<string, never>
  'history.search.results': Record<string, never>
  'history.search.searching': Record<string, never>
  'history.search.tooShort': Record<string, never>
  'history.search.transcripts': Record<string, never>
  'history.speaker.aiAgent': Record<string, never>
  'history.speaker.customer': Record<string, never>
  'history.speaker.namedSupervisor': { name: string | number }
  'history.speaker.supervisor': Record<string, never>
  'history.speaker.unknown': Record<string, never>
  'history.tab.activity': Record<string, never>
  'history.tab.agents': Record<string, never>
  'history.tab.calls': Record<string, never>
  'history.tab.conversations': Record<string, never>
  'history.tab.dispositions': Record<string, never>
  'history.transcript.close': Record<string, never>
  'history.transcript.export': Record<string, never>
  'history.transcript.lines': Record<string, never>
  'history.transcript.none': Record<string, never>
  'history.transcript.title': Record<string, never>
  'history.unlisted.byId': Record<string, never>
  'history.unlisted.label': Record<string, never>
  'history.unlisted.open': Record<string, never>
  'history.unlisted.title': Record<string, never>
  'history.view.noWorkspace': Record<string, never>
  'history.view.title': Record<string, never>
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...calls_en, ...history_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/history/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/history/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/history/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/history/de.json')])).map((m) => m.default)) as Catalog,
}
