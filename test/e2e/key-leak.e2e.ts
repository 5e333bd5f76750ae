import { expect, test, type Page } from '@playwright/test'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ActiveCall, CallDisposition } from '../../src/shared/api'
import { freePort, startSimulatorProcess, type SimulatorProcess } from './fixtures/simulator-process'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'
import { customerOf } from './fixtures/written'

// The key-leak canary (docs/security.md): a distinctive key, used for a whole session,
// must be found nowhere but in the OS keychain.

const CANARY = `canary-${randomBytes(12).toString('hex')}`
const CONTROL = { 'x-api-key': 'demo-owner-key' }
const SERVICE = { ...CONTROL, 'x-workspace-id': 'ws_demo' }

let sim: SimulatorProcess
let host: RunningWebHost
let startedAt: number
let dataDir: string

async function sim_<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sim.url}/_sim${path}`, {
    method,
    headers: { ...CONTROL, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} /_sim${path}: HTTP ${response.status}`)
  return (await response.json()) as T
}

/** The canary as UTF-8 and as UTF-16 (how Chromium's stores may keep a string). */
const NEEDLES = [Buffer.from(CANARY, 'utf8'), Buffer.from(CANARY, 'utf16le')]
const holdsCanary = (bytes: Buffer | string): boolean =>
  NEEDLES.some((needle) => (typeof bytes === 'string' ? Buffer.from(bytes) : bytes).includes(needle))

/** Regular files under a folder, optionally only those written since the session started. */
function filesUnder(dir: string, since = 0): string[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return [] // another user's folder, or gone meanwhile
  }
  return names.flatMap((name) => {
    const path = join(dir, name)
    try {
      const stat = statSync(path)
      if (stat.isDirectory()) return filesUnder(path, since)
      return stat.isFile() && stat.mtimeMs >= since ? [path] : []
    } catch {
      return []
    }
  })
}

function leakingFiles(files: string[]): string[] {
  return files.filter((file) => {
    try {
      return holdsCanary(readFileSync(file))
    } catch {
      return false // unreadable (another user's) or removed while searching
    }
  })
}

/** The host and every process below it, from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // exited meanwhile
    }
  }
  const tree = [root]
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid)
  return tree
}

interface Traffic {
  received: string[]
  sent: string[]
  bodies: Promise<string>[]
}

/** Everything the page sees: WebSocket frames both ways, HTTP request and response bodies. */
function recordTraffic(page: Page): Traffic {
  const traffic: Traffic = { received: [], sent: [], bodies: [] }
  page.on('websocket', (ws) => {
    ws.on('framereceived', ({ payload }) => traffic.received.push(String(payload)))
    ws.on('framesent', ({ payload }) => traffic.sent.push(String(payload)))
  })
  page.on('request', (request) => traffic.bodies.push(Promise.resolve(request.postData() ?? '')))
  page.on('response', (response) => traffic.bodies.push(response.text().catch(() => '')))
  return traffic
}

test.beforeAll(async () => {
  startedAt = Date.now() - 1_000
  sim = await startSimulatorProcess(await freePort(), ['--plan', 'enterprise', '--active-calls', '4'])
  await sim_('POST', '/api-keys', { key: CANARY, like: 'demo-owner-key' })
  dataDir = mkdtempSync(join(tmpdir(), 'switchboard-canary-'))
  host = await startWebHostProcess([], dataDir)
})
test.afterAll(async () => {
  await host?.stop()
  await sim?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a canary key used for a whole session is found only in the keychain', async ({ page }) => {
  test.setTimeout(180_000)
  const traffic = recordTraffic(page)
  await page.goto(host.url)

  await page.keyboard.press('Control+,')
  const section = page.getByRole('region', { name: 'Workspaces' })
  await section.getByRole('button', { name: 'Add workspace…' }).click()
  const form = section.getByRole('form', { name: 'Add a workspace' })
  await form.getByLabel('Label').fill('Canary')
  await form.getByLabel('Service URL').fill(sim.url)
  await form.getByLabel('Workspace id').fill('ws_demo')
  await form.getByLabel('API key').fill(CANARY)
  await form.getByLabel('Plan').selectOption('enterprise')
  await form.getByRole('button', { name: 'Test and save' }).click()
  const row = section.getByRole('listitem', { name: 'Canary' })
  await expect(row).toContainText('Active')
  await expect(row).toContainText(`key ••••${CANARY.slice(-4)}`)

  // The first sync: every resource listed with the canary.
  await expect
    .poll(async () => (await invoke(host, 'sync.status', {})).resources.filter((r) => !r.lastSuccessAt).map((r) => r.resource), {
      timeout: 60_000,
    })
    .toEqual([])

  // The wall: a failed end (logged), then an end that works.
  const call = await sim_<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Cora Canary' })
  await page.keyboard.press('Control+1')
  // Away from the wall: the pointer left over it by Settings' button would hold its order, and the new call wait behind a bar.
  await page.mouse.move(0, 0)
  const card = page.getByRole('article', { name: 'Call with Cora Canary' })
  await sim_('PUT', '/faults/end-call', { answer: 500 })
  await card.getByRole('button', { name: 'End', exact: true }).click()
  await page.getByRole('dialog', { name: 'End the call with Cora Canary?' }).getByRole('button', { name: 'End call' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Cora Canary' })).toBeVisible()
  await sim_('PUT', '/faults/end-call', { answer: null })
  await card.getByRole('button', { name: 'End', exact: true }).click()
  await page.getByRole('dialog', { name: 'End the call with Cora Canary?' }).getByRole('button', { name: 'End call' }).click()
  await expect(card).toHaveCount(0)
  const ended = await sim_<{ data: { roomName: string; reason: string }[] }>('GET', '/calls/ended')
  expect(ended.data.find((e) => e.roomName === call.roomName)?.reason).toBe('ended_by_api')

  // A callback edited, as the service then stores it.
  const dispositions = (await (await fetch(`${sim.url}/v1/api/call-dispositions?limit=200`, { headers: SERVICE })).json()) as {
    data: { dispositions: CallDisposition[] }
  }
  const phones = dispositions.data.dispositions.map((d) => d.phoneNumber)
  const callback = dispositions.data.dispositions.find(
    (d) => d.scheduledAt && ['pending', 'scheduled'].includes(d.status) && phones.indexOf(d.phoneNumber) === phones.lastIndexOf(d.phoneNumber),
  )!
  await page.keyboard.press('Control+2')
  await page.getByRole('search', { name: 'Filter callbacks' }).getByLabel('Phone number').fill(callback.phoneNumber)
  const rows = page.locator('li:has([data-callback-row])')
  await expect(rows).toHaveCount(1)
  await rows.first().locator('[data-callback-row]').click()
  const detail = page.getByRole('complementary', { name: customerOf(callback) })
  await detail.getByLabel('Notes').fill('Canary session note.')
  await detail.getByRole('button', { name: 'Save notes' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Notes saved.' })).toBeVisible()

  // The other views, each shown with the workspace's data.
  for (const [shortcut, heading] of [['3', 'Voice lab'], ['4', 'History'], ['5', 'Admin'], ['6', 'Campaigns'], ['7', 'Insights']]) {
    await page.keyboard.press(`Control+${shortcut}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  await page.keyboard.press('Control+,')
  await expect(page.getByTestId('diagnostics')).toBeVisible()

  // The data directory, while the host runs (the WAL has the session's writes).
  const dataFiles = filesUnder(dataDir)
  const names = dataFiles.map((file) => file.slice(dataDir.length + 1))
  expect(names).toEqual(expect.arrayContaining(['cache.sqlite', 'cache.sqlite-wal']))
  expect(names.some((name) => name.startsWith('logs/'))).toBe(true)
  const log = dataFiles.filter((file) => file.includes('/logs/')).map((file) => readFileSync(file, 'utf8')).join('\n')
  // The log was written during the session (the refused end), so finding no key in it means something.
  expect(log).toMatch(/end-call failed .*status: 500/)
  expect(leakingFiles(dataFiles)).toEqual([])

  // The renderer's traffic: the key went out once, typed into the form, and never came back.
  expect(traffic.received.filter(holdsCanary)).toEqual([])
  expect((await Promise.all(traffic.bodies)).filter(holdsCanary)).toEqual([])
  const sentWithKey = traffic.sent.filter(holdsCanary).map((frame) => (JSON.parse(frame) as { name: string }).name)
  expect(sentWithKey).toEqual(['workspaces.add'])
  expect(await page.content()).not.toContain(CANARY)

  // The environment and command line of the host and its children.
  const tree = processTree(host.process.pid!)
  for (const pid of tree) {
    for (const part of ['environ', 'cmdline']) {
      const bytes = (() => {
        try {
          return readFileSync(`/proc/${pid}/${part}`)
        } catch {
          return Buffer.alloc(0) // exited meanwhile
        }
      })()
      expect(holdsCanary(bytes), `/proc/${pid}/${part}`).toBe(false)
    }
  }

  // Every file written in the temporary folder since the session started (the browser's
  // profile, the data directory, the keychain's home when it is there): only the keyring.
  const keyringDir = join(process.env.HOME ?? '/nonexistent', '.local/share/keyrings')
  const tmpFiles = filesUnder(tmpdir(), startedAt)
  expect(tmpFiles.length).toBeGreaterThan(dataFiles.length)
  expect(leakingFiles(tmpFiles).filter((file) => !file.startsWith(keyringDir))).toEqual([])

  // And after the host stopped (the WAL checkpointed into the cache).
  await host.stop()
  expect(leakingFiles(filesUnder(dataDir))).toEqual([])
})
