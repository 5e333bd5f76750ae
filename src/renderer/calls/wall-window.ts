/**
 * Which calls of a long wall are in the DOM: those in view and a few rows
 * around (virtualisation), so a wall of 10,000 calls renders, ticks and
 * scrolls like one of 50. Every row is the same height (cards share a fixed
 * row height, table rows are one line), so a row's place is its index times
 * the row pitch, and the space of the rows not rendered is padding.
 */
export interface WallWindow {
  /** The first call rendered (index into the wall's calls). */
  start: number
  /** One past the last call rendered. */
  end: number
  /** Space before the first rendered row and after the last, in px. */
  before: number
  after: number
}

export interface WindowInput {
  count: number
  columns: number
  /** A row's height plus the gap below it, px. */
  pitch: number
  /** How far the scroller shows past the wall's top (may be negative), px. */
  top: number
  /** The scroller's height, px. */
  height: number
  /** Rows rendered beyond the view on each side, so a fast scroll does not show blanks. */
  overscan: number
}

export function wallWindow({ count, columns, pitch, top, height, overscan }: WindowInput): WallWindow {
  const rows = Math.ceil(count / columns)
  const first = Math.min(rows, Math.max(0, Math.floor(top / pitch) - overscan))
  const last = Math.max(first, Math.min(rows, Math.ceil((top + height) / pitch) + overscan))
  return { start: first * columns, end: Math.min(count, last * columns), before: first * pitch, after: (rows - last) * pitch }
}

/** How many columns `repeat(auto-fill, minmax(min, 1fr))` makes in `width` with `gap` between them. */
export function autoFillColumns(width: number, min: number, gap: number): number {
  // A hair of tolerance: rem sizes in px are not exact in binary, and a wall exactly four columns wide has four.
  return Math.max(1, Math.floor((width + gap) / (min + gap) + 1e-6))
}

/** Where the scroller must stand for row `row` to be wholly in view, moving as little as it can ("nearest"). */
export function scrollToReveal(row: number, pitch: number, rowHeight: number, top: number, height: number): number {
  const rowTop = row * pitch
  if (rowTop < top) return rowTop
  if (rowTop + rowHeight > top + height) return rowTop + rowHeight - height
  return top
}

/** The card grid's sizes (rem): every card one height, so the grid knows where each row stands without measuring one. */
export const CARD_GRID = { cardRem: 14.5, gapRem: 0.6, minColumnRem: 18, overscanRows: 2 } as const
