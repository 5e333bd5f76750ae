import type { HistoryExport, HistoryExportRequest } from '../../shared/bridge'
import { toCsv, type CsvColumn } from '../../shared/csv'
import { ACTIVITY_COLUMNS, AGENT_COLUMNS, CALL_COLUMNS, CONVERSATION_COLUMNS, DISPOSITION_COLUMNS, TRANSCRIPT_COLUMNS } from './export-columns'
import { activityPage, agentDirectory, callPage, conversationPage, dispositionPage, everyRow, type HistoryScope } from './lists'
import { transcriptExportRows } from './transcripts'

/** Excel reads a CSV as the system's legacy code page unless it starts with a byte order mark. */
const BOM = '\uFEFF'

/**
 * The whole filtered list (every page, not only the one on screen) as the
 * content of a file: CSV (RFC 4180, formula cells defused) or JSON (the rows
 * with what was exported and how it was filtered).
 */
export function exportHistory(scope: HistoryScope, request: HistoryExportRequest, now: Date): HistoryExport {
  switch (request.kind) {
    case 'conversations':
      return build(scope, request, now, CONVERSATION_COLUMNS, everyRow((p) => conversationPage(scope, request.filters, p)))
    case 'calls':
      return build(scope, request, now, CALL_COLUMNS, everyRow((p) => callPage(scope, request.filters, p)))
    case 'transcripts':
      return build(scope, request, now, TRANSCRIPT_COLUMNS, transcriptExportRows(scope, request.filters))
    case 'dispositions':
      return build(scope, request, now, DISPOSITION_COLUMNS, everyRow((p) => dispositionPage(scope, request.filters, p)))
    case 'agents':
      return build(scope, request, now, AGENT_COLUMNS, agentDirectory(scope))
    case 'activity':
      return build(scope, request, now, ACTIVITY_COLUMNS, everyRow((p) => activityPage(scope, request.filters, p)))
  }
}

function build<Row>(
  scope: HistoryScope,
  request: HistoryExportRequest,
  now: Date,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): HistoryExport {
  const base = `switchboard-${request.kind}-${safeName(scope.workspaceId)}-${stamp(now)}`
  if (request.format === 'csv') {
    return { filename: `${base}.csv`, mimeType: 'text/csv;charset=utf-8', content: BOM + toCsv(columns, rows), rows: rows.length }
  }
  const document = {
    kind: request.kind,
    workspaceId: scope.workspaceId,
    exportedAt: now.toISOString(),
    filters: request.filters,
    rows,
  }
  return {
    filename: `${base}.json`,
    mimeType: 'application/json',
    content: `${JSON.stringify(document, null, 2)}\n`,
    rows: rows.length,
  }
}

/** A workspace id as a file name part: anything unusual becomes `_`. */
function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 60)
}

/** `20250301-0930`: UTC, sortable, no characters file systems refuse. */
function stamp(now: Date): string {
  const iso = now.toISOString()
  return `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 16).replace(':', '')}`
}
