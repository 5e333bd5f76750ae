// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import callbacks_en from './messages/callbacks/en.json'
import calls_en from './messages/calls/en.json'
import campaigns_en from './messages/campaigns/en.json'
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
  'callbacks.agenda.empty': Record<string, never>
  'callbacks.agenda.today': { day: string | number }
  'callbacks.agenda.tomorrow': { day: string | number }
  'callbacks.attempt.calling': Record<string, never>
  'callbacks.attempt.chooseLater': Record<string, never>
  'callbacks.attempt.ended': Record<string, never>
  'callbacks.attempt.failed': Record<string, never>
  'callbacks.attempt.howDidItGo': Record<string, never>
  'callbacks.attempt.live': Record<string, never>
  'callbacks.attempt.mood': { sentiment: string | number }
  'callbacks.attempt.moodTransfer': { sentiment: string | number }
  'callbacks.attempt.outcome': { outcome: string | number }
  'callbacks.attempt.staysOpen': Record<string, never>
  'callbacks.attempt.unanswered': Record<string, never>
  'callbacks.attempt.unansweredDetail': Record<string, never>
  'callbacks.attempt.waiting': Record<string, never>
  'callbacks.attempt.who': { agent: string | number; by: string | number; time: string | number }
  'callbacks.batch.unknown': Record<string, never>
  'callbacks.block.askedNotToCall': Record<string, never>
  'callbacks.block.doNotCall': Record<string, never>
  'callbacks.block.invalidNumber': Record<string, never>
  'callbacks.block.overrideAsked': Record<string, never>
  'callbacks.block.overrideQuietHours': Record<string, never>
  'callbacks.block.quietHours': Record<string, never>
  'callbacks.bulk.clear': Record<string, never>
  'callbacks.bulk.label': Record<string, never>
  'callbacks.bulk.rescheduleTo': Record<string, never>
  'callbacks.bulk.selected': { count: string | number }
  'callbacks.bulk.statusConfirm': { status: string | number }
  'callbacks.bulk.statusConfirmText': { count: number; status: string | number }
  'callbacks.bulk.statusConfirmTitle': { count: number }
  'callbacks.bulk.statusLabel': Record<string, never>
  'callbacks.callNow.blocks': Record<string, never>
  'callbacks.callNow.callAnyway': Record<string, never>
  'callbacks.callNow.callNow': Record<string, never>
  'callbacks.callNow.callWith': Record<string, never>
  'callbacks.callNow.calling': Record<string, never>
  'callbacks.callNow.cancel': Record<string, never>
  'callbacks.callNow.close': Record<string, never>
  'callbacks.callNow.notNoted': Record<string, never>
  'callbacks.callNow.noted': { line: string | number }
  'callbacks.callNow.offline': Record<string, never>
  'callbacks.callNow.offlineReason': Record<string, never>
  'callbacks.callNow.openLive': Record<string, never>
  'callbacks.callNow.outcomeLabel': Record<string, never>
  'callbacks.callNow.refused': Record<string, never>
  'callbacks.callNow.saveOutcome': Record<string, never>
  'callbacks.callNow.summaryAfter': Record<string, never>
  'callbacks.callNow.summaryAfterNamed': { customer: string | number }
  'callbacks.callNow.summaryBefore': { agent: string | number }
  'callbacks.callNow.title': { who: string | number }
  'callbacks.change.notes': Record<string, never>
  'callbacks.change.status': { status: string | number }
  'callbacks.change.time': { time: string | number }
  'callbacks.conflict.intro': { number: string | number }
  'callbacks.conflict.keepMine': Record<string, never>
  'callbacks.conflict.keepTheirs': Record<string, never>
  'callbacks.conflict.later': Record<string, never>
  'callbacks.conflict.noNotes': Record<string, never>
  'callbacks.conflict.noTime': Record<string, never>
  'callbacks.conflict.theirs': Record<string, never>
  'callbacks.conflict.title': Record<string, never>
  'callbacks.conflict.yours': Record<string, never>
  'callbacks.detail.close': Record<string, never>
  'callbacks.due.at': { time: string | number }
  'callbacks.due.blocked': Record<string, never>
  'callbacks.due.dismiss': Record<string, never>
  'callbacks.due.dismissLabel': { who: string | number }
  'callbacks.due.label': Record<string, never>
  'callbacks.due.open': Record<string, never>
  'callbacks.due.remindersOff': Record<string, never>
  'callbacks.due.turnOn': Record<string, never>
  'callbacks.edit.discarded': Record<string, never>
  'callbacks.edit.failed': { count: number; error: string | number }
  'callbacks.edit.keptMine': Record<string, never>
  'callbacks.edit.keptTheirs': Record<string, never>
  'callbacks.edit.marked': { count: number; status: string | number }
  'callbacks.edit.notesSaved': Record<string, never>
  'callbacks.edit.offline': Record<string, never>
  'callbacks.edit.outcomeSaved': { status: string | number }
  'callbacks.edit.rescheduled': { count: number }
  'callbacks.edit.rescheduledTo': { count: number; time: string | number }
  'callbacks.edit.snoozed': { count: number }
  'callbacks.edit.snoozedUntil': { time: string | number }
  'callbacks.field.agent': Record<string, never>
  'callbacks.field.attempt': Record<string, never>
  'callbacks.field.batch': Record<string, never>
  'callbacks.field.created': Record<string, never>
  'callbacks.field.customer': Record<string, never>
  'callbacks.field.disposition': Record<string, never>
  'callbacks.field.notes': Record<string, never>
  'callbacks.field.phone': Record<string, never>
  'callbacks.field.status': Record<string, never>
  'callbacks.field.time': Record<string, never>
  'callbacks.filter.anyAgent': Record<string, never>
  'callbacks.filter.anyAttempt': Record<string, never>
  'callbacks.filter.anyBatch': Record<string, never>
  'callbacks.filter.anyStatus': Record<string, never>
  'callbacks.filter.anyType': Record<string, never>
  'callbacks.filter.clear': Record<string, never>
  'callbacks.filter.label': Record<string, never>
  'callbacks.filter.search': Record<string, never>
  'callbacks.filter.searchHint': Record<string, never>
  'callbacks.filter.type': Record<string, never>
  'callbacks.flag.askedNotToCall': Record<string, never>
  'callbacks.flag.askedNotToCallWhy': { reason: string | number }
  'callbacks.flag.doNotCall': Record<string, never>
  'callbacks.flag.doNotCallWhy': { reason: string | number }
  'callbacks.group.done': Record<string, never>
  'callbacks.group.doneEmpty': Record<string, never>
  'callbacks.group.later': Record<string, never>
  'callbacks.group.laterEmpty': Record<string, never>
  'callbacks.group.nextHour': Record<string, never>
  'callbacks.group.nextHourEmpty': Record<string, never>
  'callbacks.group.overdue': Record<string, never>
  'callbacks.group.overdueEmpty': Record<string, never>
  'callbacks.group.today': Record<string, never>
  'callbacks.group.todayEmpty': Record<string, never>
  'callbacks.header.agenda': Record<string, never>
  'callbacks.header.notSynced': Record<string, never>
  'callbacks.header.queue': Record<string, never>
  'callbacks.header.show': Record<string, never>
  'callbacks.header.syncNow': Record<string, never>
  'callbacks.header.synced': { when: string | number }
  'callbacks.header.syncing': Record<string, never>
  'callbacks.header.title': Record<string, never>
  'callbacks.header.zone': { zone: string | number }
  'callbacks.keys.agenda': Record<string, never>
  'callbacks.keys.call': Record<string, never>
  'callbacks.keys.escape': Record<string, never>
  'callbacks.keys.move': Record<string, never>
  'callbacks.keys.moveKeys': Record<string, never>
  'callbacks.keys.open': Record<string, never>
  'callbacks.keys.search': Record<string, never>
  'callbacks.keys.snooze15': Record<string, never>
  'callbacks.keys.snooze1h': Record<string, never>
  'callbacks.keys.snoozeTomorrow': Record<string, never>
  'callbacks.keys.title': Record<string, never>
  'callbacks.keys.toggle': Record<string, never>
  'callbacks.notes.save': Record<string, never>
  'callbacks.notes.undo': Record<string, never>
  'callbacks.outbox.conflict': Record<string, never>
  'callbacks.outbox.conflictHint': Record<string, never>
  'callbacks.outbox.discard': Record<string, never>
  'callbacks.outbox.discardConfirm': Record<string, never>
  'callbacks.outbox.discardText': { changes: string | number }
  'callbacks.outbox.discardTitle': Record<string, never>
  'callbacks.outbox.failed': Record<string, never>
  'callbacks.outbox.failedHint': Record<string, never>
  'callbacks.outbox.label': Record<string, never>
  'callbacks.outbox.pending': Record<string, never>
  'callbacks.outbox.pendingHint': Record<string, never>
  'callbacks.outbox.resolve': Record<string, never>
  'callbacks.outbox.state': { state: string | number }
  'callbacks.outbox.stateConflict': Record<string, never>
  'callbacks.outbox.stateDone': Record<string, never>
  'callbacks.outbox.stateFailed': Record<string, never>
  'callbacks.outbox.stateSending': Record<string, never>
  'callbacks.outbox.stateWaiting': Record<string, never>
  'callbacks.queue.firstSync': Record<string, never>
  'callbacks.queue.firstSyncHint': Record<string, never>
  'callbacks.queue.loading': Record<string, never>
  'callbacks.queue.noMatch': Record<string, never>
  'callbacks.queue.noWorkspace': Record<string, never>
  'callbacks.queue.noWorkspaceAfter': Record<string, never>
  'callbacks.queue.noWorkspaceBefore': Record<string, never>
  'callbacks.queue.noneHint': Record<string, never>
  'callbacks.queue.noneScheduled': Record<string, never>
  'callbacks.queue.openLoading': Record<string, never>
  'callbacks.queue.openSettings': Record<string, never>
  'callbacks.queue.readError': { error: string | number }
  'callbacks.queue.refreshError': { error: string | number }
  'callbacks.queue.truncated': { matched: string | number; shown: string | number }
  'callbacks.reminder.body': { disposition: string | number; number: string | number; time: string | number }
  'callbacks.reminder.title': { who: string | number }
  'callbacks.reschedule.label': Record<string, never>
  'callbacks.reschedule.past': { example: string | number; zone: string | number }
  'callbacks.reschedule.snooze': Record<string, never>
  'callbacks.reschedule.snooze15': Record<string, never>
  'callbacks.reschedule.snooze1h': Record<string, never>
  'callbacks.reschedule.snoozeLabel': Record<string, never>
  'callbacks.reschedule.snoozeTomorrow': Record<string, never>
  'callbacks.reschedule.submit': Record<string, never>
  'callbacks.row.attempt': { attempt: string | number }
  'callbacks.row.call': Record<string, never>
  'callbacks.row.newCall': Record<string, never>
  'callbacks.row.newCallTo': { who: string | number }
  'callbacks.row.select': { who: string | number }
  'callbacks.section.selectAll': { title: string | number }
  'callbacks.section.showAll': { total: string | number }
  'callbacks.status.change': Record<string, never>
  'callbacks.status.choose': Record<string, never>
  'callbacks.view.conflicts': { count: number }
  'callbacks.view.offline': Record<string, never>
  'callbacks.view.review': Record<string, never>
  'calls.wall.newCalls': { count: number; pinned: number }
  'calls.wall.shown': { shown: string | number; total: number }
  'campaigns.agent.cannotCall': Record<string, never>
  'campaigns.agent.choose': Record<string, never>
  'campaigns.agent.notReady': { agent: string | number; reason: string | number }
  'campaigns.batch.calls': { count: number }
  'campaigns.batch.cancel': Record<string, never>
  'campaigns.batch.cancelBatch': Record<string, never>
  'campaigns.batch.cancelConfirm': Record<string, never>
  'campaigns.batch.cancelOffline': Record<string, never>
  'campaigns.batch.cancelText': { inProgress: string | number; queued: number }
  'campaigns.batch.cancelTitle': Record<string, never>
  'campaigns.batch.cancelling': Record<string, never>
  'campaigns.batch.dispositions': Record<string, never>
  'campaigns.batch.finished': Record<string, never>
  'campaigns.batch.label': { title: string | number }
  'campaigns.batch.name': Record<string, never>
  'campaigns.batch.nameHint': Record<string, never>
  'campaigns.batch.openDispositions': Record<string, never>
  'campaigns.batch.opening': Record<string, never>
  'campaigns.batch.percent': { percent: string | number }
  'campaigns.batch.percentLabel': Record<string, never>
  'campaigns.batch.progress': Record<string, never>
  'campaigns.batch.read': { time: string | number }
  'campaigns.batch.rename': Record<string, never>
  'campaigns.batch.save': Record<string, never>
  'campaigns.batch.startedElsewhere': Record<string, never>
  'campaigns.batch.startedHere': Record<string, never>
  'campaigns.block.askedNotToCall': Record<string, never>
  'campaigns.block.doNotCall': Record<string, never>
  'campaigns.block.invalidNumber': Record<string, never>
  'campaigns.block.quietHours': Record<string, never>
  'campaigns.calls.all': Record<string, never>
  'campaigns.calls.closeDetail': Record<string, never>
  'campaigns.calls.customer': Record<string, never>
  'campaigns.calls.detail': { customer: string | number }
  'campaigns.calls.ended': Record<string, never>
  'campaigns.calls.label': Record<string, never>
  'campaigns.calls.next': Record<string, never>
  'campaigns.calls.number': Record<string, never>
  'campaigns.calls.page': { count: number; page: string | number; pages: string | number }
  'campaigns.calls.previous': Record<string, never>
  'campaigns.calls.row': Record<string, never>
  'campaigns.calls.started': Record<string, never>
  'campaigns.calls.status': Record<string, never>
  'campaigns.calls.title': Record<string, never>
  'campaigns.chart.aria': { label: string | number }
  'campaigns.chart.caption': { label: string | number }
  'campaigns.chart.label': { finished: string | number; readings: number; total: string | number }
  'campaigns.chart.none': Record<string, never>
  'campaigns.checks.fix': { column: string | number; row: string | number }
  'campaigns.checks.header': { error: string | number }
  'campaigns.checks.heldBack': { count: number }
  'campaigns.checks.heldBackLabel': Record<string, never>
  'campaigns.checks.heldRow': { number: string | number; row: string | number; why: string | number }
  'campaigns.checks.label': Record<string, never>
  'campaigns.checks.more': Record<string, never>
  'campaigns.checks.rowError': { error: string | number; row: string | number }
  'campaigns.checks.rowErrorColumn': { column: string | number; error: string | number; row: string | number }
  'campaigns.checks.rowsWithErrors': Record<string, never>
  'campaigns.checks.stale': Record<string, never>
  'campaigns.checks.summary': { errors: number; total: string | number; valid: string | number }
  'campaigns.dispositions.cancelled': { count: number }
  'campaigns.dispositions.count': { dispositions: number; finished: number }
  'campaigns.dispositions.missing': { count: number }
  'campaigns.dispositions.unlisted': { callbacks: string | number; count: number }
  'campaigns.field.agent': Record<string, never>
  'campaigns.file.choose': Record<string, never>
  'campaigns.file.columnsAfter': Record<string, never>
  'campaigns.file.columnsAnd': Record<string, never>
  'campaigns.file.columnsBefore': Record<string, never>
  'campaigns.file.columnsPhone': Record<string, never>
  'campaigns.file.drop': Record<string, never>
  'campaigns.file.input': Record<string, never>
  'campaigns.file.label': Record<string, never>
  'campaigns.file.or': Record<string, never>
  'campaigns.file.template': Record<string, never>
  'campaigns.import.another': Record<string, never>
  'campaigns.import.backToRows': Record<string, never>
  'campaigns.import.check': Record<string, never>
  'campaigns.import.checkAgain': Record<string, never>
  'campaigns.import.checkFirst': Record<string, never>
  'campaigns.import.checkRowsFirst': Record<string, never>
  'campaigns.import.checking': Record<string, never>
  'campaigns.import.closed': Record<string, never>
  'campaigns.import.empty': Record<string, never>
  'campaigns.import.noFile': Record<string, never>
  'campaigns.import.notOpen': Record<string, never>
  'campaigns.import.nothingToCall': Record<string, never>
  'campaigns.import.offline': Record<string, never>
  'campaigns.import.preview': Record<string, never>
  'campaigns.import.previewHint': { count: string | number }
  'campaigns.import.previewTitle': { count: number }
  'campaigns.import.previewing': Record<string, never>
  'campaigns.import.readerStopped': Record<string, never>
  'campaigns.import.reading': { count: number; file: string | number }
  'campaigns.import.readingLabel': Record<string, never>
  'campaigns.import.rows': { count: number }
  'campaigns.import.start': { count: number }
  'campaigns.import.starting': Record<string, never>
  'campaigns.import.tooManyRows': { count: string | number; file: string | number; max: string | number }
  'campaigns.import.unreadable': { detail: string | number }
  'campaigns.list.empty': Record<string, never>
  'campaigns.list.label': Record<string, never>
  'campaigns.list.open': Record<string, never>
  'campaigns.list.openById': Record<string, never>
  'campaigns.mapping.intro': { file: string | number }
  'campaigns.mapping.none': Record<string, never>
  'campaigns.mapping.phoneMissing': { column: string | number }
  'campaigns.mapping.required': Record<string, never>
  'campaigns.mapping.title': Record<string, never>
  'campaigns.mapping.use': Record<string, never>
  'campaigns.mapping.zone': Record<string, never>
  'campaigns.newCall.blockTitle': { title: string | number }
  'campaigns.newCall.callbackUrl': Record<string, never>
  'campaigns.newCall.callbackUrlHint': Record<string, never>
  'campaigns.newCall.cancel': Record<string, never>
  'campaigns.newCall.checkNotLoaded': Record<string, never>
  'campaigns.newCall.chooseAgent': Record<string, never>
  'campaigns.newCall.close': Record<string, never>
  'campaigns.newCall.dials': { number: string | number }
  'campaigns.newCall.forbidden': Record<string, never>
  'campaigns.newCall.hideExtras': Record<string, never>
  'campaigns.newCall.loadingAgents': Record<string, never>
  'campaigns.newCall.mustOverride': Record<string, never>
  'campaigns.newCall.name': Record<string, never>
  'campaigns.newCall.number': Record<string, never>
  'campaigns.newCall.numberFormat': Record<string, never>
  'campaigns.newCall.numberHint': { country: string | number }
  'campaigns.newCall.offline': Record<string, never>
  'campaigns.newCall.opensOnWall': Record<string, never>
  'campaigns.newCall.optional': Record<string, never>
  'campaigns.newCall.override': Record<string, never>
  'campaigns.newCall.place': Record<string, never>
  'campaigns.newCall.placing': Record<string, never>
  'campaigns.newCall.showExtras': Record<string, never>
  'campaigns.newCall.timedOut': { number: string | number }
  'campaigns.newCall.title': Record<string, never>
  'campaigns.newCall.typeNumber': Record<string, never>
  'campaigns.newCall.urlInvalid': Record<string, never>
  'campaigns.newCall.urlNotHttps': Record<string, never>
  'campaigns.newCall.waiting': { number: string | number }
  'campaigns.number.incomplete': Record<string, never>
  'campaigns.number.invalid': { number: string | number }
  'campaigns.number.invalidIn': { country: string | number; number: string | number }
  'campaigns.number.noCountry': Record<string, never>
  'campaigns.number.stray': Record<string, never>
  'campaigns.outcome.cancelled': Record<string, never>
  'campaigns.outcome.completed': Record<string, never>
  'campaigns.outcome.failed': Record<string, never>
  'campaigns.outcome.inProgress': Record<string, never>
  'campaigns.outcome.queued': Record<string, never>
  'campaigns.pairs.add': { what: string }
  'campaigns.pairs.legend': { what: string }
  'campaigns.pairs.name': Record<string, never>
  'campaigns.pairs.nameLabel': { n: string | number; what: string }
  'campaigns.pairs.noName': { what: string }
  'campaigns.pairs.remove': { n: string | number; what: string }
  'campaigns.pairs.twice': { key: string | number; what: string }
  'campaigns.pairs.value': Record<string, never>
  'campaigns.pairs.valueLabel': { n: string | number; what: string }
  'campaigns.rows.heldBack': Record<string, never>
  'campaigns.rows.label': Record<string, never>
  'campaigns.rows.row': Record<string, never>
  'campaigns.start.after': { errors: number; file: string | number; held: number }
  'campaigns.start.before': { agent: string | number }
  'campaigns.start.confirm': { count: number }
  'campaigns.start.customers': { count: number }
  'campaigns.start.theAgent': Record<string, never>
  'campaigns.start.title': Record<string, never>
  'campaigns.view.newBatch': Record<string, never>
  'campaigns.view.newCall': Record<string, never>
  'campaigns.view.noWorkspace': Record<string, never>
  'campaigns.view.noWorkspaceHint': Record<string, never>
  'campaigns.view.title': Record<string, never>
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...callbacks_en, ...calls_en, ...campaigns_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/callbacks/es.json'), import('./messages/calls/es.json'), import('./messages/campaigns/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/callbacks/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/campaigns/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/callbacks/fr.json'), import('./messages/calls/fr.json'), import('./messages/campaigns/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/callbacks/de.json'), import('./messages/calls/de.json'), import('./messages/campaigns/de.json')])).map((m) => m.default)) as Catalog,
}
