import { z } from 'zod'
import {
  Batch,
  BatchCall,
  BatchPreview,
  BatchProgress,
  BatchStatus,
  BatchValidation,
  type BatchCallQuery,
  type ListQuery,
  type Page,
} from '../../../shared/api'
import { pageOrList } from '../list'
import type { RequestOptions } from '../options'
import { segment, type Transport } from '../transport'
import { requests } from './requests'

/** A CSV file as the supervisor picked it, or its text. */
export interface CsvFile {
  content: Blob | string
  fileName?: string
}

export interface BatchQuery extends ListQuery {
  status?: z.infer<typeof BatchStatus>
}

export interface BatchCallsApi {
  /** The CSV template, as text. */
  template(options?: RequestOptions): Promise<string>
  validate(csv: CsvFile, options?: RequestOptions): Promise<BatchValidation>
  preview(csv: CsvFile, options?: RequestOptions): Promise<BatchPreview>
  start(batch: { csv: CsvFile; agentId: string }, options?: RequestOptions): Promise<Batch>
  list(query?: BatchQuery, options?: RequestOptions): Promise<Page<Batch>>
  get(batchId: string, options?: RequestOptions): Promise<Batch>
  status(batchId: string, options?: RequestOptions): Promise<BatchProgress>
  calls(batchId: string, query?: BatchCallQuery, options?: RequestOptions): Promise<Page<BatchCall>>
  call(batchId: string, jobId: string, options?: RequestOptions): Promise<BatchCall>
  /** Stops the remaining calls; answers the batch. */
  cancel(batchId: string, options?: RequestOptions): Promise<Batch>
}

const BASE = '/v1/api/batch-calls'
const BatchPage = pageOrList(Batch)
const BatchCallPage = pageOrList(BatchCall)

export function batchCallsApi(send: Transport): BatchCallsApi {
  const { read, write } = requests(send)
  const at = (batchId: string) => `${BASE}/${segment(batchId)}`
  return {
    template: (options) => read(`${BASE}/template`, z.string(), options, { responseType: 'text' }),
    validate: (csv, options) => write('POST', `${BASE}/validate`, BatchValidation, { form: csvForm(csv) }, options),
    preview: (csv, options) => write('POST', `${BASE}/preview`, BatchPreview, { form: csvForm(csv) }, options),
    start: ({ csv, agentId }, options) =>
      write('POST', BASE, Batch, { form: csvForm(csv, { agentId }) }, options),
    list: (query = {}, options) => read(BASE, BatchPage, options, { query: { ...query }, items: { resource: 'batches', item: Batch } }),
    get: (batchId, options) => read(at(batchId), Batch, options),
    status: (batchId, options) => read(`${at(batchId)}/status`, BatchProgress, options),
    calls: (batchId, query = {}, options) => read(`${at(batchId)}/calls`, BatchCallPage, options, { query, items: { resource: 'batchCalls', item: BatchCall } }),
    call: (batchId, jobId, options) => read(`${at(batchId)}/calls/${segment(jobId)}`, BatchCall, options),
    cancel: (batchId, options) => write('DELETE', at(batchId), Batch, {}, options),
  }
}

function csvForm(csv: CsvFile, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const blob = typeof csv.content === 'string' ? new Blob([csv.content], { type: 'text/csv' }) : csv.content
  form.set('file', blob, csv.fileName ?? 'calls.csv')
  return form
}
