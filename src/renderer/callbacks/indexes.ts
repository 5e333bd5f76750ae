import type { CallbackItem, CallbackQueue, OutboxItem } from '../../shared/bridge'

/** Every callback the queue lists (sections and agenda), by disposition id. */
export function itemsById(queue: CallbackQueue | null): Map<string, CallbackItem> {
  const byId = new Map<string, CallbackItem>()
  for (const group of queue?.groups ?? []) for (const item of group.items) byId.set(item.disposition._id, item)
  for (const day of queue?.agenda ?? []) for (const item of day.items) byId.set(item.disposition._id, item)
  return byId
}

/** The unconfirmed edits of each disposition, oldest first. */
export function outboxByDisposition(items: readonly OutboxItem[]): Map<string, OutboxItem[]> {
  const map = new Map<string, OutboxItem[]>()
  for (const item of items) map.set(item.dispositionId, [...(map.get(item.dispositionId) ?? []), item])
  return map
}
