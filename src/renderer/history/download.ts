import type { HistoryExportRequest } from '../../shared/bridge'

/** What a list's export asks for, the format aside (the button chosen adds it). */
export type ExportRequest = HistoryExportRequest extends infer R ? (R extends unknown ? Omit<R, 'format'> : never) : never
