import Papa from 'papaparse'
import { PHONE_COLUMN, ZONE_COLUMN, type BlockedRow, type OutboundBlock } from '../../shared/bridge'

/** What the outbound guard answers for one number (`ports.outbound.check`). */
export type CheckNumber = (to: string, zoneHint: string | undefined) => readonly OutboundBlock[]

/**
 * The rows of a batch CSV the guard holds back (do-not-call, asked not to be
 * called, outside the calling window), with their row numbers as the service
 * numbers them (header = row 1). A malformed number is the service's
 * validation's to report, where it can be fixed, so it is no block here.
 */
export function blockedRows(csv: string, check: CheckNumber): BlockedRow[] {
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: false })
  const blocked: BlockedRow[] = []
  parsed.data.forEach((values, index) => {
    const phoneNumber = (values[PHONE_COLUMN] ?? '').trim()
    if (phoneNumber === '') return
    const zone = values[ZONE_COLUMN]?.trim() || undefined
    const blocks = check(phoneNumber, zone).filter((block) => block.kind !== 'invalid-number')
    if (blocks.length > 0) blocked.push({ row: index + 2, phoneNumber, blocks })
  })
  return blocked
}
