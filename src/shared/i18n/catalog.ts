// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import callbacks_en from './messages/callbacks/en.json'
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
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...callbacks_en, ...calls_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/callbacks/es.json'), import('./messages/calls/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/callbacks/pt-BR.json'), import('./messages/calls/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/callbacks/fr.json'), import('./messages/calls/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/callbacks/de.json'), import('./messages/calls/de.json')])).map((m) => m.default)) as Catalog,
}
