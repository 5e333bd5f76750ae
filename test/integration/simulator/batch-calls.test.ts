import { describe, expect, it } from 'vitest'
import { Batch, BatchCall, BatchPreview, BatchProgress, BatchValidation } from '../../../src/shared/api/batch-calls'
import { ActiveCallList } from '../../../src/shared/api/calls'
import { pageOf } from '../../../src/shared/api/common'
import { DispositionList } from '../../../src/shared/api/dispositions'
import { call, csvForm, read, step, useSimulator } from './helpers'

const sim = await useSimulator({ activeCalls: 0, paused: true })

function csvOf(count: number, extra: string[] = []): string {
  const rows = Array.from({ length: count }, (_, i) => `+1415555${String(2000 + i).padStart(4, '0')},Customer ${i + 1},2025-06-0${(i % 9) + 1}`)
  return ['phoneNumber,customerName,appointmentDate', ...rows, ...extra].join('\n') + '\n'
}

async function startBatch(csv: string, agentId = 'agt_sales') {
  return read(await call(sim, 'POST', '/v1/api/batch-calls', { form: csvForm(csv, { agentId }) }), Batch, 201)
}

describe('batch CSV', () => {
  it('serves a CSV template with the phone number column', async () => {
    const answer = await call(sim, 'GET', '/v1/api/batch-calls/template')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/csv')
    const [header, ...rows] = answer.text.trim().split(/\r?\n/)
    expect(header?.split(',')).toContain('phoneNumber')
    expect(rows.length).toBeGreaterThan(0)
    const validation = read(await call(sim, 'POST', '/v1/api/batch-calls/validate', { form: csvForm(answer.text) }), BatchValidation)
    expect(validation.valid).toBe(true)
  })

  it('validates a CSV with per-row errors numbered as a spreadsheet shows them', async () => {
    const csv = ['phoneNumber,customerName', '+14155550123,Ada', '4155550124,Alan', ',Grace', '+14155550123,Dup', '+14155550125,Too,Many'].join('\n')
    const validation = read(await call(sim, 'POST', '/v1/api/batch-calls/validate', { form: csvForm(csv) }), BatchValidation)
    expect(validation).toMatchObject({ valid: false, totalRows: 5, validRows: 1, columns: ['phoneNumber', 'customerName'] })
    expect(validation.errors).toEqual([
      { row: 3, column: 'phoneNumber', message: expect.stringContaining('E.164') },
      { row: 4, column: 'phoneNumber', message: expect.stringContaining('required') },
      { row: 5, column: 'phoneNumber', message: 'Duplicate of row 2' },
      { row: 6, message: expect.stringContaining('fields') },
    ])
    expect(validation.preview[0]).toEqual({ phoneNumber: '+14155550123', customerName: 'Ada' })
  })

  it('reports a missing phone number column on row 1', async () => {
    const validation = read(await call(sim, 'POST', '/v1/api/batch-calls/validate', { form: csvForm('name\nAda\n') }), BatchValidation)
    expect(validation.valid).toBe(false)
    expect(validation.errors[0]).toMatchObject({ row: 1, column: 'phoneNumber' })
  })

  it('previews rows with quoted fields', async () => {
    const csv = 'phoneNumber,customerName,note\n+14155550123,"Lovelace, Ada","said ""hi"""\n'
    const preview = read(await call(sim, 'POST', '/v1/api/batch-calls/preview', { form: csvForm(csv) }), BatchPreview)
    expect(preview).toEqual({ columns: ['phoneNumber', 'customerName', 'note'], rows: [{ phoneNumber: '+14155550123', customerName: 'Lovelace, Ada', note: 'said "hi"' }], totalRows: 1 })
  })

  it('answers 400 without a file or with a non-multipart body', async () => {
    const noFile = new FormData()
    noFile.append('agentId', 'agt_sales')
    const answer = await call(sim, 'POST', '/v1/api/batch-calls/validate', { form: noFile })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ details: expect.stringContaining('file') })
    expect((await call(sim, 'POST', '/v1/api/batch-calls/preview', { body: { csv: 'x' } })).status).toBe(400)
  })
})

describe('running a batch', () => {
  it('refuses an invalid CSV, a missing or unknown agent, and an agent without a number', async () => {
    const invalid = await call(sim, 'POST', '/v1/api/batch-calls', { form: csvForm('phoneNumber\nnope\n', { agentId: 'agt_sales' }) })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toMatchObject({ details: expect.stringContaining('row 2') })
    const noAgent = await call(sim, 'POST', '/v1/api/batch-calls', { form: csvForm(csvOf(1)) })
    expect(noAgent.body).toMatchObject({ details: expect.stringContaining('agentId') })
    expect((await call(sim, 'POST', '/v1/api/batch-calls', { form: csvForm(csvOf(1), { agentId: 'agt_nope' }) })).status).toBe(404)
    expect((await call(sim, 'POST', '/v1/api/batch-calls', { form: csvForm(csvOf(1), { agentId: 'agt_unassigned' }) })).status).toBe(400)
  })

  it('dials the calls as the activity advances, records their outcome and creates dispositions', async () => {
    const batch = await startBatch(csvOf(6, ['+14155550001,Never Answers,2025-06-09']))
    expect(batch).toMatchObject({ status: 'queued', total: 7, queued: 7, completed: 0, percent: 0, agentId: 'agt_sales' })

    await step(sim, 1)
    const progress = read(await call(sim, 'GET', `/v1/api/batch-calls/${batch.batchId}/status`), BatchProgress)
    expect(progress).toMatchObject({ status: 'running', inProgress: 3, queued: 4 })
    const live = read(await call(sim, 'GET', '/v2/api/active-calls'), ActiveCallList)
    expect(live.data.filter((c) => c.aiAgentName === 'Sales Agent').length).toBe(3)

    const calls = read(await call(sim, 'GET', `/v1/api/batch-calls/${batch.batchId}/calls?status=in_progress`), pageOf(BatchCall))
    expect(calls.total).toBe(3)
    const first = calls.data[0]
    expect(first).toMatchObject({ status: 'in_progress', variables: { customerName: 'Customer 1', appointmentDate: '2025-06-01' } })
    expect(live.data.some((c) => c.roomName === first?.roomName)).toBe(true)

    for (let i = 0; i < 40; i++) {
      await step(sim, 30)
      const now = read(await call(sim, 'GET', `/v1/api/batch-calls/${batch.batchId}`), Batch)
      if (now.status === 'completed') break
    }
    const done = read(await call(sim, 'GET', `/v1/api/batch-calls/${batch.batchId}`), Batch)
    expect(done).toMatchObject({ status: 'completed', total: 7, completed: 6, failed: 1, queued: 0, inProgress: 0, percent: 100 })
    const job = read(await call(sim, 'GET', `/v1/api/batch-calls/${batch.batchId}/calls/${first?.jobId}`), BatchCall)
    expect(job).toMatchObject({ status: 'completed', startedAt: expect.any(String), endedAt: expect.any(String) })

    const dispositions = read(await call(sim, 'GET', `/v1/api/call-dispositions?batchId=${batch.batchId}`), DispositionList)
    expect(dispositions.data.total).toBe(7)
    expect(dispositions.data.dispositions.every((d) => d.agentId === 'agt_sales' && d.attempt === 1)).toBe(true)
    expect(dispositions.data.dispositions.find((d) => d.phoneNumber === '+14155550001')).toMatchObject({ disposition: 'no_answer' })
  })

  it('cancel stops the remaining calls', async () => {
    const batch = await startBatch(csvOf(10))
    await step(sim, 1)
    const cancelled = read(await call(sim, 'DELETE', `/v1/api/batch-calls/${batch.batchId}`), Batch)
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelled: 10, queued: 0, inProgress: 0 })
    await step(sim, 200)
    const after = read(await call(sim, 'GET', `/v1/api/batch-calls/${batch.batchId}/status`), BatchProgress)
    expect(after).toMatchObject({ status: 'cancelled', completed: 0, cancelled: 10 })
    const live = read(await call(sim, 'GET', '/v2/api/active-calls'), ActiveCallList)
    expect(live.count).toBe(0)
    const list = read(await call(sim, 'GET', '/v1/api/batch-calls?status=cancelled'), pageOf(Batch))
    expect(list.data.map((b) => b.batchId)).toContain(batch.batchId)
  })

  it('answers 404 for unknown batches and jobs', async () => {
    expect((await call(sim, 'GET', '/v1/api/batch-calls/bat_nope')).status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/batch-calls/bat_nope/status')).status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/batch-calls/bat_nope/calls')).status).toBe(404)
    expect((await call(sim, 'DELETE', '/v1/api/batch-calls/bat_nope')).status).toBe(404)
    expect((await call(sim, 'GET', '/v1/api/batch-calls/bat_demo_1/calls/job_nope')).status).toBe(404)
  })

  it('keeps the fixture batches, completed, with their calls', async () => {
    const batch = read(await call(sim, 'GET', '/v1/api/batch-calls/bat_demo_1'), Batch)
    expect(batch.status).toBe('completed')
    const calls = read(await call(sim, 'GET', '/v1/api/batch-calls/bat_demo_1/calls?limit=10&page=2'), pageOf(BatchCall))
    expect(calls).toMatchObject({ total: batch.total, page: 2, limit: 10 })
  })
})
