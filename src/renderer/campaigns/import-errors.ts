import type { BatchRowError } from '../../shared/api'

/** The first data row's number in the service's numbering (the header is row 1). */
export const FIRST_DATA_ROW = 2

export const rowNumberOf = (index: number) => index + FIRST_DATA_ROW
export const indexOfRow = (row: number) => row - FIRST_DATA_ROW

/** The service's errors by row number; errors of the header (row 1) under 1. */
export function errorsByRow(errors: readonly BatchRowError[]): Map<number, BatchRowError[]> {
  const byRow = new Map<number, BatchRowError[]>()
  for (const error of errors) {
    const list = byRow.get(error.row)
    if (list) list.push(error)
    else byRow.set(error.row, [error])
  }
  return byRow
}

/** The indexes once each, in order. */
export function distinctIndexes(indexes: readonly number[]): number[] {
  return [...indexes].sort((a, b) => a - b).filter((index, i, sorted) => i === 0 || sorted[i - 1] !== index)
}

/** The service's message about a row, without its jargon: a number "not E.164" is one not in international format. */
export function rowErrorWords(message: string): string {
  return message.replace(/\ban E\.164 phone number\b/g, 'a phone number in international format')
}
