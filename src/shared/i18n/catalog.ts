// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import alerts_en from './messages/alerts/en.json'
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import history_en from './messages/history/en.json'
import voices_en from './messages/voices/en.json'
import type { Language } from './locales'

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
  'alerts.colour.amber': Record<string, never>
  'alerts.colour.blue': Record<string, never>
  'alerts.colour.green': Record<string, never>
  'alerts.colour.grey': Record<string, never>
  'alerts.colour.orange': Record<string, never>
  'alerts.colour.purple': Record<string, never>
  'alerts.colour.red': Record<string, never>
  'alerts.colour.teal': Record<string, never>
  'alerts.describe.everyAgent': Record<string, never>
  'alerts.describe.nearMax': { percent: string | number }
  'alerts.describe.negative': Record<string, never>
  'alerts.describe.negativeFor': { seconds: string | number }
  'alerts.describe.notification': Record<string, never>
  'alerts.describe.redAfter': { amber: string | number; seconds: string | number }
  'alerts.describe.said': { phrase: string | number }
  'alerts.describe.sound': Record<string, never>
  'alerts.describe.tile': Record<string, never>
  'alerts.describe.transfer': Record<string, never>
  'alerts.describe.transferWaiting': { seconds: string | number }
  'alerts.form.agents': Record<string, never>
  'alerts.form.amberSeconds': Record<string, never>
  'alerts.form.cancel': Record<string, never>
  'alerts.form.colour': Record<string, never>
  'alerts.form.label': Record<string, never>
  'alerts.form.labelError': Record<string, never>
  'alerts.form.name': Record<string, never>
  'alerts.form.negativeSeconds': Record<string, never>
  'alerts.form.notify': Record<string, never>
  'alerts.form.percent': Record<string, never>
  'alerts.form.percentError': Record<string, never>
  'alerts.form.phrase': Record<string, never>
  'alerts.form.phraseError': Record<string, never>
  'alerts.form.pin': Record<string, never>
  'alerts.form.redError': Record<string, never>
  'alerts.form.redSeconds': Record<string, never>
  'alerts.form.save': Record<string, never>
  'alerts.form.secondsError': Record<string, never>
  'alerts.form.sound': Record<string, never>
  'alerts.form.then': Record<string, never>
  'alerts.form.tile': Record<string, never>
  'alerts.form.when': Record<string, never>
  'alerts.import.body': { count: string | number; imported: string | number }
  'alerts.import.confirm': Record<string, never>
  'alerts.import.title': Record<string, never>
  'alerts.import.unread': { count: string | number }
  'alerts.kind.heard': Record<string, never>
  'alerts.kind.nearMax': Record<string, never>
  'alerts.kind.negative': Record<string, never>
  'alerts.kind.transfer': Record<string, never>
  'alerts.notifications.allow': Record<string, never>
  'alerts.notifications.allowed': Record<string, never>
  'alerts.notifications.blocked': Record<string, never>
  'alerts.notifications.unsupported': Record<string, never>
  'alerts.remove.body': Record<string, never>
  'alerts.remove.confirm': Record<string, never>
  'alerts.remove.title': { label: string | number }
  'alerts.restore.body': { count: string | number }
  'alerts.restore.confirm': Record<string, never>
  'alerts.restore.title': Record<string, never>
  'alerts.rules.add': Record<string, never>
  'alerts.rules.dismiss': Record<string, never>
  'alerts.rules.edit': Record<string, never>
  'alerts.rules.editLabel': { rule: string | number }
  'alerts.rules.empty': Record<string, never>
  'alerts.rules.export': Record<string, never>
  'alerts.rules.hint': Record<string, never>
  'alerts.rules.import': Record<string, never>
  'alerts.rules.refused': { count: number }
  'alerts.rules.refusedFile': { reason: string | number }
  'alerts.rules.refusedNamedRule': { index: string | number; label: string | number; reason: string | number }
  'alerts.rules.refusedRule': { index: string | number; reason: string | number }
  'alerts.rules.remove': Record<string, never>
  'alerts.rules.removeLabel': { rule: string | number }
  'alerts.rules.restore': Record<string, never>
  'alerts.rules.title': Record<string, never>
  'alerts.section.on': Record<string, never>
  'alerts.section.pause15': Record<string, never>
  'alerts.section.pause60': Record<string, never>
  'alerts.section.paused': { time: string | number }
  'alerts.section.playSound': Record<string, never>
  'alerts.section.resume': Record<string, never>
  'alerts.section.title': Record<string, never>
  'app.language.heading': Record<string, never>
  'app.language.intro': Record<string, never>
  'app.language.label': Record<string, never>
  'app.language.loadFailed': Record<string, never>
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
  'voices.checks.clipping': { count: string | number }
  'voices.checks.clippingAdvice': Record<string, never>
  'voices.checks.fail': Record<string, never>
  'voices.checks.length': { speech: string | number }
  'voices.checks.level': { level: string | number }
  'voices.checks.long': { speech: string | number }
  'voices.checks.longAdvice': { max: string | number }
  'voices.checks.noClipping': Record<string, never>
  'voices.checks.notChecked': Record<string, never>
  'voices.checks.note': Record<string, never>
  'voices.checks.pass': Record<string, never>
  'voices.checks.passed': Record<string, never>
  'voices.checks.silence': { percent: string | number }
  'voices.checks.speech': { seconds: string | number }
  'voices.checks.title': Record<string, never>
  'voices.checks.tooMuchSilence': { percent: string | number }
  'voices.checks.tooMuchSilenceAdvice': Record<string, never>
  'voices.checks.tooQuiet': { level: string | number }
  'voices.checks.tooQuietAdvice': Record<string, never>
  'voices.checks.tooShort': { speech: string | number }
  'voices.checks.tooShortAdvice': { min: string | number }
  'voices.checks.useAnyway': Record<string, never>
  'voices.fields.description': Record<string, never>
  'voices.fields.language': Record<string, never>
  'voices.fields.name': Record<string, never>
  'voices.fields.notSet': Record<string, never>
  'voices.fields.sameName': { name: string | number }
  'voices.import.choose': Record<string, never>
  'voices.import.drop': Record<string, never>
  'voices.import.reading': Record<string, never>
  'voices.import.title': Record<string, never>
  'voices.import.tooLarge': { file: string | number }
  'voices.import.unreadable': { file: string | number }
  'voices.import.wrongFormat': { file: string | number; formats: string | number }
  'voices.keys.cancel': Record<string, never>
  'voices.keys.play': Record<string, never>
  'voices.keys.record': Record<string, never>
  'voices.language.de': Record<string, never>
  'voices.language.en': Record<string, never>
  'voices.language.enGB': Record<string, never>
  'voices.language.enUS': Record<string, never>
  'voices.language.es': Record<string, never>
  'voices.language.fr': Record<string, never>
  'voices.language.it': Record<string, never>
  'voices.language.ja': Record<string, never>
  'voices.language.nl': Record<string, never>
  'voices.language.pl': Record<string, never>
  'voices.language.pt': Record<string, never>
  'voices.language.sv': Record<string, never>
  'voices.language.zh': Record<string, never>
  'voices.length.good': { max: string | number; seconds: string | number }
  'voices.length.long': { seconds: string | number }
  'voices.length.short': { min: string | number; seconds: string | number }
  'voices.length.value': { seconds: string | number }
  'voices.list.created': { name: string | number }
  'voices.list.empty': Record<string, never>
  'voices.list.emptyHint': Record<string, never>
  'voices.list.loadFailed': { problem: string | number }
  'voices.list.loading': Record<string, never>
  'voices.list.noWorkspace': Record<string, never>
  'voices.list.noWorkspaceHint': Record<string, never>
  'voices.list.others': Record<string, never>
  'voices.list.othersCount': { count: string | number }
  'voices.list.othersHint': Record<string, never>
  'voices.list.title': Record<string, never>
  'voices.list.unlisted': { reason: string | number }
  'voices.microphone.asks': Record<string, never>
  'voices.microphone.input': Record<string, never>
  'voices.microphone.levelHint': Record<string, never>
  'voices.microphone.meanwhile': Record<string, never>
  'voices.microphone.noWindow': Record<string, never>
  'voices.microphone.opening': Record<string, never>
  'voices.microphone.refused': Record<string, never>
  'voices.microphone.retry': Record<string, never>
  'voices.microphone.systemDefault': Record<string, never>
  'voices.microphone.title': Record<string, never>
  'voices.microphone.turnOn': Record<string, never>
  'voices.microphone.unavailable': { problem: string | number }
  'voices.pending.cloned': Record<string, never>
  'voices.pending.discard': Record<string, never>
  'voices.pending.discardBody': { seconds: string | number }
  'voices.pending.discardConfirm': Record<string, never>
  'voices.pending.discardTitle': Record<string, never>
  'voices.pending.facts': { file: string | number; rate: string | number; seconds: string | number; source: string; time: string | number }
  'voices.pending.lastAttempt': { error: string | number }
  'voices.pending.listen': Record<string, never>
  'voices.pending.title': Record<string, never>
  'voices.record.couldNotStart': Record<string, never>
  'voices.record.couldNotStartBecause': { reason: string | number }
  'voices.record.maxAfter': Record<string, never>
  'voices.record.processing': Record<string, never>
  'voices.record.start': Record<string, never>
  'voices.record.starting': Record<string, never>
  'voices.record.stop': Record<string, never>
  'voices.record.time': Record<string, never>
  'voices.record.title': Record<string, never>
  'voices.record.undecodable': Record<string, never>
  'voices.record.waveform': Record<string, never>
  'voices.review.end': Record<string, never>
  'voices.review.importedFrom': { file: string | number }
  'voices.review.keptOf': { seconds: string | number }
  'voices.review.pause': Record<string, never>
  'voices.review.play': Record<string, never>
  'voices.review.playKept': Record<string, never>
  'voices.review.position': Record<string, never>
  'voices.review.rate': { rate: string | number }
  'voices.review.start': Record<string, never>
  'voices.review.title': Record<string, never>
  'voices.review.trim': Record<string, never>
  'voices.review.waveform': Record<string, never>
  'voices.script.aloud': Record<string, never>
  'voices.script.label': Record<string, never>
  'voices.seconds': { seconds: string | number }
  'voices.status.noWorkspace': Record<string, never>
  'voices.status.offline': Record<string, never>
  'voices.table.created': Record<string, never>
  'voices.table.description': Record<string, never>
  'voices.table.language': Record<string, never>
  'voices.table.name': Record<string, never>
  'voices.table.voiceId': Record<string, never>
  'voices.upload.cancel': Record<string, never>
  'voices.upload.cancelled': Record<string, never>
  'voices.upload.cloning': { megabytes: string | number }
  'voices.upload.creating': Record<string, never>
  'voices.upload.finishFirst': Record<string, never>
  'voices.upload.nameFirst': Record<string, never>
  'voices.upload.preparing': { megabytes: string | number; percent: string | number }
  'voices.upload.problems': Record<string, never>
  'voices.upload.replaceBody': { seconds: string | number }
  'voices.upload.replaceConfirm': Record<string, never>
  'voices.upload.replaceTitle': Record<string, never>
  'voices.upload.retry': Record<string, never>
  'voices.upload.size': { megabytes: string | number; rate: string | number }
  'voices.upload.submit': Record<string, never>
  'voices.upload.title': Record<string, never>
  'voices.upload.tooLarge': Record<string, never>
  'voices.upload.tooLargeToSend': Record<string, never>
  'voices.upload.uploading': Record<string, never>
  'voices.view.discardBody': Record<string, never>
  'voices.view.discardConfirm': Record<string, never>
  'voices.view.discardTitle': Record<string, never>
  'voices.view.title': Record<string, never>
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...alerts_en, ...app_en, ...calls_en, ...history_en, ...voices_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/alerts/es.json'), import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/history/es.json'), import('./messages/voices/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/alerts/pt-BR.json'), import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/history/pt-BR.json'), import('./messages/voices/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/alerts/fr.json'), import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/history/fr.json'), import('./messages/voices/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/alerts/de.json'), import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/history/de.json'), import('./messages/voices/de.json')])).map((m) => m.default)) as Catalog,
}
