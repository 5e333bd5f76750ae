import { PERIODIC_RESOURCES } from '../../../../src/shared/bridge'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { startTestConsole, type TestConsole } from '../../../support/console'

/** A console returned once every resource has synced once. */
export function startSyncedConsole(sim: RunningSimulator): Promise<TestConsole> {
  return startTestConsole(sim, { plan: 'enterprise', synced: PERIODIC_RESOURCES })
}

/** RFC 4180 records of a CSV text (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}
