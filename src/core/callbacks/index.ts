/**
 * Callbacks: the queue of call dispositions with a callback time. Sections and
 * agenda (grouping, queue), times in a chosen zone (zoned-time, snooze), the
 * reminders when a callback falls due, and placing a callback now.
 */
export { arrangeQueue, groupOf, toItem, AGENDA_DAYS, type ScheduledDisposition } from './grouping'
export { buildQueue, cacheFilter, emptyQueue, loadScheduled, DEFAULT_GROUP_LIMIT, MAX_QUEUE_SCAN } from './queue'
export { snoozedUntil } from './snooze'
export { CallbackReminders, REMINDER_GRACE_MS, REMINDER_INTERVAL_MS, type ReminderOptions, type ReminderSources } from './reminders'
export { FiredReminders, FIRED_REMINDERS_FILE } from './fired-reminders'
export { placeCallback } from './call-now'
export { CallsInFlight } from './single-flight'
export { calledLine, failedLine, toCallbackAttempt, UNANSWERED_AFTER_MS } from './call-record'
export { callbackFilterOptions } from './filter-options'
export { callbacksModule, type CallbacksPorts } from './handlers'
