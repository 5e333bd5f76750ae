import type { Route, RouteRequest } from '../context'
import { enumOf } from '../contract/contract'
import type { BatchCallStatus, BatchStatus } from '../contract/shapes'
import { badRequest, notFound, shapeA } from '../http/errors'
import { assertWithinLimit, fileField, readForm, type MultipartForm } from '../http/multipart'
import { enumParam, pageRequest, paginate } from '../http/query'
import { created, ok } from '../http/reply'
import { batchCallOf, batchOf, progressOf } from '../batch/view'
import { NAME_COLUMN, PHONE_COLUMN, TEMPLATE_CSV, checkBatchCsv, validationOf, type ParsedBatch } from '../batch/validate'
import type { BatchJobRecord, BatchRecord } from '../state/store'
import { recordIn } from './records'

const PATH = '/v1/api/batch-calls'
const CSV_MAX_BYTES = 10 * 1024 * 1024
const PREVIEW_ROWS = 20
const BATCH_STATUSES = enumOf('BatchStatus') as BatchStatus[]
const BATCH_CALL_STATUSES = enumOf('BatchCallStatus') as BatchCallStatus[]

async function csvOf(request: RouteRequest): Promise<{ form: MultipartForm; parsed: ParsedBatch }> {
  const form = await readForm(request, CSV_MAX_BYTES)
  const file = fileField(form, 'file')
  assertWithinLimit(file, CSV_MAX_BYTES)
  return { form, parsed: checkBatchCsv(file.bytes.toString('utf8')) }
}

function batchRecord(request: RouteRequest): BatchRecord {
  return recordIn(request, request.sim.store.batches, 'batchId', 'Batch')
}

export const batchCallRoutes: Route[] = [
  {
    method: 'GET',
    path: `${PATH}/template`,
    scope: 'workspace',
    handle: () => ({
      status: 200,
      body: null,
      raw: { contentType: 'text/csv; charset=utf-8', text: TEMPLATE_CSV },
      headers: { 'content-disposition': 'attachment; filename="batch-calls-template.csv"' },
    }),
  },
  {
    method: 'POST',
    path: `${PATH}/validate`,
    scope: 'workspace',
    handle: async (request) => ok(validationOf((await csvOf(request)).parsed)),
  },
  {
    method: 'POST',
    path: `${PATH}/preview`,
    scope: 'workspace',
    handle: async (request) => {
      const { parsed } = await csvOf(request)
      return ok({ columns: parsed.columns, rows: parsed.rows.slice(0, PREVIEW_ROWS).map((r) => r.values), totalRows: parsed.rows.length })
    },
  },
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => {
      const status = enumParam(query, 'status', BATCH_STATUSES)
      const batches = sim.store
        .listIn(sim.store.batches, caller.workspaceId)
        .filter((b) => status === undefined || b.status === status)
        .sort((a, b) => (a.createdAt === b.createdAt ? a.batchId.localeCompare(b.batchId) : a.createdAt < b.createdAt ? 1 : -1))
      return ok(paginate(batches.map(batchOf), pageRequest(query)))
    },
  },
  {
    method: 'POST',
    path: PATH,
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const { form, parsed } = await csvOf(request)
      const agentId = form.fields.agentId ?? ''
      const validation = validationOf(parsed)
      if (!validation.valid) {
        const first = validation.errors.slice(0, 5).map((e) => `row ${e.row}${e.column ? ` (${e.column})` : ''}: ${e.message}`)
        throw badRequest(`file: ${first.join('; ')}`)
      }
      const agent = sim.store.inWorkspace(sim.store.agents, agentId, caller.workspaceId)
      if (!agent) throw shapeA(404, 'Agent not found', `No agent ${agentId} exists in this workspace, or the caller has no access to it`)
      if (!sim.store.numberOf(agent)) throw shapeA(400, 'Invalid configuration', `Agent ${agentId} has no phone number configured`)
      if (agent.flowId === null) throw shapeA(400, 'Invalid configuration', `Agent ${agentId} has no active flow configured`)
      const now = sim.engine.clock.iso()
      const batchId = sim.store.newId('bat')
      const batch: BatchRecord = {
        batchId,
        workspaceId: caller.workspaceId,
        agentId,
        status: 'queued',
        createdAt: now,
        updatedAt: now,
        jobs: parsed.rows.map(({ values }) => {
          const { [PHONE_COLUMN]: toNumber = '', [NAME_COLUMN]: customerName = '' } = values
          const variables = Object.fromEntries(Object.entries(values).filter(([column]) => column !== PHONE_COLUMN))
          const job: BatchJobRecord = {
            jobId: sim.store.newId('job'),
            batchId,
            toNumber,
            customerName,
            variables,
            status: 'queued',
            callId: null,
            roomName: null,
            startedAt: null,
            endedAt: null,
          }
          return job
        }),
      }
      sim.store.batches.set(batchId, batch)
      return created(batchOf(batch))
    },
  },
  {
    method: 'GET',
    path: `${PATH}/:batchId`,
    scope: 'workspace',
    handle: (request) => ok(batchOf(batchRecord(request))),
  },
  {
    method: 'GET',
    path: `${PATH}/:batchId/status`,
    scope: 'workspace',
    handle: (request) => ok(progressOf(batchRecord(request))),
  },
  {
    method: 'GET',
    path: `${PATH}/:batchId/calls`,
    scope: 'workspace',
    handle: (request) => {
      const status = enumParam(request.query, 'status', BATCH_CALL_STATUSES)
      const jobs = batchRecord(request).jobs.filter((j) => status === undefined || j.status === status)
      return ok(paginate(jobs.map(batchCallOf), pageRequest(request.query)))
    },
  },
  {
    method: 'GET',
    path: `${PATH}/:batchId/calls/:jobId`,
    scope: 'workspace',
    handle: (request) => {
      const jobId = request.params.jobId ?? ''
      const job = batchRecord(request).jobs.find((j) => j.jobId === jobId)
      if (!job) throw notFound('Batch call', jobId)
      return ok(batchCallOf(job))
    },
  },
  {
    method: 'DELETE',
    path: `${PATH}/:batchId`,
    scope: 'workspace',
    handle: (request) => {
      const batch = batchRecord(request)
      request.sim.batches.cancel(batch)
      return ok(batchOf(batch))
    },
  },
]
