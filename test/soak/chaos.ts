/**
 * The chaos soak (issue #14): the console on the Live calls wall while the
 * simulator fails a share of the API's requests (500s, 429s, dropped
 * connections) and slows others, and callback edits go through the Bridge
 * every few seconds. Then a full outage, its end, and the checks: the host
 * stayed up, its RSS grew less than 10 % after the warm-up, every edit reached
 * the service exactly once, the connection was Online again within one poll
 * interval, and the log holds every failure the simulator injected.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ChaosCounts, ChaosSettings } from '../../src/simulator/http/faults'
import type { AppliedWrite } from '../../src/simulator/context'
import type { CallDisposition } from '../../src/shared/api'
import {
  POLL_INTERVAL_MS,
  invoke,
  mb,
  median,
  pct,
  rssBytes,
  serviceGet,
  simControl,
  sleep,
  startRig,
  type SoakRig,
} from './support'

/** About one API request in nine fails, one in ten is a second slower, one successful write in twenty loses its answer. */
export const CHAOS: ChaosSettings = { serverErrors: 0.05, rateLimits: 0.03, drops: 0.03, lostAnswers: 0.05, slow: 0.1, slowMs: 1_000 }
const EDIT_EVERY_MS = 3_000
const SAMPLE_EVERY_MS = 5_000
const OUTAGE_MS = 3 * POLL_INTERVAL_MS
/** A poll's answer and the paint after it, on a loaded 2-core machine, on top of the poll interval. */
const RECOVERY_SLACK_MS = 1_000
const RSS_GOAL = 0.1

export interface SoakOutcome {
  summary: string[]
  misses: string[]
}

interface EditMade {
  count: number
  notes?: string
  scheduledAt?: string
}

export async function runChaos(minutes: number): Promise<SoakOutcome> {
  const misses: string[] = []
  const summary: string[] = []
  const rig = await startRig(['--active-calls', '30', '--seed', '5'])
  try {
    const targets = await openCallbacks(rig)
    const totalMs = minutes * 60_000
    const warmUpMs = Math.max(60_000, totalMs / 3)
    const chaosEnd = Date.now() + totalMs - OUTAGE_MS
    const warmUpEnd = Date.now() + warmUpMs
    const rss: { at: number; bytes: number }[] = []
    const edits = new Map<string, EditMade>()
    let editsSent = 0
    let lostAnswerEdit: string | null = null
    let nextEdit = Date.now()
    let nextSample = Date.now()

    await simControl(rig.sim.url, 'PUT', '/faults/chaos', CHAOS)
    while (Date.now() < chaosEnd) {
      if (rig.host.process.exitCode !== null) {
        misses.push(`the host exited (code ${rig.host.process.exitCode}) ${Math.round((Date.now() - warmUpEnd + warmUpMs) / 1000)} s into the soak`)
        return { summary, misses }
      }
      if (Date.now() >= nextSample) {
        rss.push({ at: Date.now(), bytes: rssBytes(rig.host.process.pid!) })
        nextSample += SAMPLE_EVERY_MS
      }
      if (Date.now() >= nextEdit) {
        const target = targets[editsSent % targets.length]!
        // Once, after the warm-up, an edit whose answer is certainly lost: applied, yet unconfirmed.
        const loseIt = !lostAnswerEdit && Date.now() >= warmUpEnd
        if (loseIt) await simControl(rig.sim.url, 'PUT', '/faults/chaos', { ...CHAOS, lostAnswers: 1 })
        const problem = await edit(rig, target, editsSent, edits)
        if (problem) misses.push(problem)
        if (loseIt) {
          lostAnswerEdit = target
          if (!problem && !(await applied(rig, target, edits.get(target)!.count, 30_000)))
            misses.push(`the edit on ${target} whose answer was to be lost never reached the service in 30 s`)
          await simControl(rig.sim.url, 'PUT', '/faults/chaos', CHAOS)
        }
        editsSent++
        nextEdit = Math.max(nextEdit + EDIT_EVERY_MS, Date.now())
      }
      await sleep(Math.max(0, Math.min(nextEdit, nextSample, chaosEnd) - Date.now()))
    }

    // A full outage, then its end: the indicator must say Online again within one poll.
    const outage = Date.now()
    await simControl(rig.sim.url, 'PUT', '/faults/chaos', { serverErrors: 1 })
    const left = await rig.page
      .locator('[role="status"][data-state]:not([data-state="online"])')
      .first()
      .waitFor({ timeout: 20_000 })
      .then(() => true, () => false)
    await sleep(Math.max(0, outage + OUTAGE_MS - Date.now()))
    if (!left) misses.push('the connection indicator never left Online during a 100 % failure outage, so recovery could not be timed')
    const off = Date.now()
    await simControl(rig.sim.url, 'PUT', '/faults/chaos', {})
    await rig.page.locator('[role="status"][data-state="online"]').first().waitFor({ timeout: 60_000 })
    const recoveryMs = Date.now() - off
    if (recoveryMs > POLL_INTERVAL_MS + RECOVERY_SLACK_MS)
      misses.push(`Online again ${recoveryMs} ms after the failures stopped; the goal is one poll interval (${POLL_INTERVAL_MS} ms, + ${RECOVERY_SLACK_MS} ms slack)`)

    const drained = await outboxDrained(rig, 60_000)
    if (!drained) misses.push('edits were still waiting in the outbox 60 s after the service came back')

    // RSS: the median of the last 15 s before the outage against the 15 s before the warm-up's end.
    const window = (end: number) => rss.filter((s) => s.at > end - 15_000 && s.at <= end).map((s) => s.bytes)
    const rssBase = median(window(warmUpEnd))
    const rssEnd = median(window(chaosEnd))
    const growth = rssEnd / rssBase - 1
    if (!(growth < RSS_GOAL)) misses.push(`host RSS grew ${pct(growth)} after the warm-up (${mb(rssBase)} → ${mb(rssEnd)}); the goal is under ${pct(RSS_GOAL)}`)

    const exactly = await checkExactlyOnce(rig, edits)
    misses.push(...exactly.misses)
    const log = await checkLog(rig)
    misses.push(...log.misses)

    if (rig.host.process.exitCode !== null) misses.push(`the host exited (code ${rig.host.process.exitCode})`)
    else await invoke(rig.host, 'app.connection', {})

    summary.push(
      `chaos soak: ${minutes} min, ${CHAOS.serverErrors * 100} % 500s, ${CHAOS.rateLimits * 100} % 429s, ${CHAOS.drops * 100} % drops, ${CHAOS.lostAnswers * 100} % of writes lose their answer, ${CHAOS.slow * 100} % +${CHAOS.slowMs} ms`,
      `host: up; RSS ${mb(rssBase)} after a ${Math.round(warmUpMs / 1000)} s warm-up → ${mb(rssEnd)} at the end (${pct(growth)}, goal < ${pct(RSS_GOAL)})`,
      `edits: ${editsSent} sent through the Bridge on ${edits.size} callbacks (one with its answer certainly lost); ${exactly.applied} applied by the service, ${exactly.wrong} not exactly once`,
      `recovery: Online ${recoveryMs} ms after the failures stopped (goal ≤ ${POLL_INTERVAL_MS} ms + ${RECOVERY_SLACK_MS} ms slack)`,
      `failures injected: ${log.injectedLine}`,
      `failures logged:   ${log.loggedLine}`,
    )
    return { summary, misses }
  } finally {
    await rig.stop()
  }
}

/** Open callbacks as the console's cache has them (the sync must have brought them first). */
async function openCallbacks(rig: SoakRig): Promise<string[]> {
  const deadline = Date.now() + 90_000
  for (;;) {
    const queue = await invoke(rig.host, 'callbacks.query', { zone: 'UTC', groupLimit: 2000 })
    const open = queue.groups.flatMap((g) => g.items).filter((item) => !item.done).map((item) => item.disposition._id)
    if (open.length >= 20) return open.sort()
    if (Date.now() > deadline) throw new Error(`only ${open.length} open callbacks cached after 90 s`)
    await sleep(1_000)
  }
}

/** Edit number `n`: a note or a reschedule (a minute later for each edit), through the Bridge. */
async function edit(rig: SoakRig, dispositionId: string, n: number, edits: Map<string, EditMade>): Promise<string | null> {
  const made = edits.get(dispositionId) ?? { count: 0 }
  try {
    let outcome
    if (n % 2 === 0) {
      const notes = `Soak edit ${n}: call back after the chaos.`
      outcome = await invoke(rig.host, 'callbacks.setNotes', { dispositionId, notes })
      made.notes = notes
    } else {
      const at = new Date(Date.UTC(2031, 0, 1) + n * 60_000).toISOString()
      outcome = await invoke(rig.host, 'callbacks.reschedule', { dispositionIds: [dispositionId], to: { kind: 'at', local: at.slice(0, 16), zone: 'UTC' } })
      made.scheduledAt = at
    }
    if (outcome.failed.length > 0) return `edit ${n} on ${dispositionId} was refused: ${outcome.failed[0]!.message}`
    made.count++
    edits.set(dispositionId, made)
    return null
  } catch (error) {
    return `edit ${n} on ${dispositionId} failed at the Bridge: ${error instanceof Error ? error.message : String(error)}`
  }
}

/** Whether the service has applied `count` PUTs on the callback. */
async function applied(rig: SoakRig, id: string, count: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const writes = (await simControl<{ data: AppliedWrite[] }>(rig.sim.url, 'GET', '/writes')).data
    if (writes.filter((w) => w.method === 'PUT' && w.path === `/v1/api/call-dispositions/${id}`).length >= count) return true
    await sleep(200)
  }
  return false
}

async function outboxDrained(rig: SoakRig, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if ((await invoke(rig.host, 'outbox.list', {})).items.length === 0) return true
    await sleep(500)
  }
  return false
}

/** Each edited callback: as many PUTs applied as edits made, and the service holds the last one. */
async function checkExactlyOnce(rig: SoakRig, edits: Map<string, EditMade>) {
  const misses: string[] = []
  const writes = (await simControl<{ data: AppliedWrite[] }>(rig.sim.url, 'GET', '/writes')).data
  const service = new Map((await allDispositions(rig.sim.url)).map((d) => [d._id, d]))
  let applied = 0
  let wrong = 0
  for (const [id, made] of edits) {
    const puts = writes.filter((w) => w.method === 'PUT' && w.path === `/v1/api/call-dispositions/${id}`).length
    applied += puts
    const copy = service.get(id)
    const problems: string[] = []
    if (puts !== made.count) problems.push(`${made.count} edits made, ${puts} applied`)
    if (made.notes !== undefined && copy?.notes !== made.notes) problems.push(`notes are ${JSON.stringify(copy?.notes)}, not the last edit's`)
    if (made.scheduledAt !== undefined && copy?.scheduledAt !== made.scheduledAt)
      problems.push(`scheduledAt is ${copy?.scheduledAt}, not ${made.scheduledAt}`)
    if (problems.length > 0) {
      wrong++
      misses.push(`callback ${id}: ${problems.join('; ')}`)
    }
  }
  return { misses, applied, wrong }
}

async function allDispositions(simUrl: string): Promise<CallDisposition[]> {
  const all: CallDisposition[] = []
  for (let page = 1; ; page++) {
    const body = await serviceGet<{ data: { dispositions: CallDisposition[]; totalPages: number } }>(
      simUrl,
      `/v1/api/call-dispositions?limit=200&page=${page}`,
    )
    all.push(...body.data.dispositions)
    if (page >= body.data.totalPages) return all
  }
}

/** `GET /path failed { code: '…', status: 500, … }` in the host's log files (rotated ones too). A dropped connection and a lost answer are both `offline`. */
const FAILED_LINE = /\[warn\]\s+(?:GET|POST|PUT|PATCH|DELETE) \S+ failed \{ code: '([^']*)', status: (\w+)/

/** The simulator's count of injected failures against the host log's failed-request lines, kind by kind. */
async function checkLog(rig: SoakRig) {
  const { injected } = await simControl<{ injected: ChaosCounts }>(rig.sim.url, 'GET', '/faults/chaos')
  const folder = join(rig.host.dataDir, 'logs')
  const logged = { serverErrors: 0, rateLimits: 0, drops: 0, other: 0 }
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.log'))) {
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
      const m = FAILED_LINE.exec(line)
      if (!m) continue
      if (m[2] === '500') logged.serverErrors++
      else if (m[2] === '429') logged.rateLimits++
      else if (m[1] === 'offline') logged.drops++
      else logged.other++
    }
  }
  const misses: string[] = []
  const expected = { serverErrors: injected.serverErrors, rateLimits: injected.rateLimits, drops: injected.drops + injected.lostAnswers }
  for (const kind of ['serverErrors', 'rateLimits', 'drops'] as const) {
    if (logged[kind] < expected[kind]) misses.push(`the log holds ${logged[kind]} ${kind} of the ${expected[kind]} the simulator injected`)
  }
  return {
    misses,
    injectedLine: `${injected.serverErrors} × 500, ${injected.rateLimits} × 429, ${injected.drops} dropped + ${injected.lostAnswers} answers lost, ${injected.slow} slowed`,
    loggedLine: `${logged.serverErrors} × 500, ${logged.rateLimits} × 429, ${logged.drops} could not connect, ${logged.other} other`,
  }
}
