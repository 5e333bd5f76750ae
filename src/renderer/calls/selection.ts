export type Move = 'left' | 'right' | 'up' | 'down' | 'first' | 'last'

/**
 * The call a key press moves to. Left/right step one call; up/down a row of
 * `columns` (1 in the table); moving from nothing, or from a call no longer
 * shown, starts at the first. Stops at the edges rather than wrapping.
 */
export function moveSelection(order: readonly string[], current: string | null, by: Move, columns: number): string | null {
  if (order.length === 0) return null
  const index = current === null ? -1 : order.indexOf(current)
  if (index < 0) return by === 'last' ? (order.at(-1) ?? null) : (order[0] ?? null)
  const step = { left: -1, right: 1, up: -Math.max(1, columns), down: Math.max(1, columns), first: -index, last: order.length - 1 - index }[by]
  const target = index + step
  if (target < 0 || target >= order.length) return order[index] ?? null
  return order[target] ?? null
}
