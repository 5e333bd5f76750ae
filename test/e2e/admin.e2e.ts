import { expect, test, type Locator, type Page } from '@playwright/test'
import type { Agent, Flow, FlowFolder, PhoneNumber } from '../../src/shared/api'
import { freePort, startSimulatorProcess, type SimulatorProcess } from './fixtures/simulator-process'
import { invoke, startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

/**
 * Admin on the demo workspace, driven as a supervisor would in Chromium, each
 * change then read back from the simulator as another client of the service.
 */
const SERVICE_HEADERS = { 'x-api-key': 'demo-owner-key', 'x-workspace-id': 'ws_demo' }

let host: RunningWebHost
let serviceUrl: string

async function service<T>(path: string, headers: Record<string, string> = SERVICE_HEADERS): Promise<T> {
  const response = await fetch(serviceUrl + path, { headers })
  return (await response.json()) as T
}

const serviceAgents = async () => (await service<{ data: Agent[] }>('/api/v1/agents?limit=200')).data
const serviceFlows = async () => (await service<{ data: Flow[] }>('/api/v1/flows?limit=200')).data
const serviceNumber = async (id: string) =>
  (await service<{ data: PhoneNumber[] }>('/v1/api/carrier/phone-numbers?limit=200')).data.find((n) => n.phoneNumberId === id)
const serviceFolder = (id: string) => service<FlowFolder>(`/v1/api/flow-folders/${id}`, { 'x-api-key': 'demo-owner-key' })

/** Where the outcome of a write shows: the toast stack, over every view. */
const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' })

async function openAdmin(page: Page): Promise<Locator> {
  await page.goto(host.url)
  await page.keyboard.press('Control+5')
  const admin = page.getByRole('main', { name: 'Admin' })
  await expect(admin.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Sales Agent', exact: true })).toBeVisible({ timeout: 30_000 })
  return admin
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  host = await startWebHostProcess(['--demo'])
  const list = await invoke(host, 'workspaces.list', {})
  serviceUrl = list.profiles.find((p) => p.active)!.baseUrl
})

test.afterAll(async () => {
  await host?.stop()
})

test('an agent created through the form, edited and deleted, as the service then lists it', async ({ page }) => {
  const admin = await openAdmin(page)

  // N opens the form with the name focused; a submit with fields missing says so beside each one.
  await page.keyboard.press('n')
  const form = admin.getByRole('form', { name: 'New agent' })
  const name = form.getByLabel('Name', { exact: true })
  await expect(name).toBeFocused()
  await form.getByRole('button', { name: 'Create agent' }).click()
  await expect(name).toHaveAccessibleDescription('Required')
  await expect(form.getByLabel('Voice', { exact: true })).toHaveAccessibleDescription(/^Required/)
  await expect(name).toBeFocused()

  await name.fill('Night Shift Agent')
  await form.getByLabel('Voice', { exact: true }).fill('voice_leo')
  await expect(form.getByText('Leo', { exact: true })).toBeVisible()
  await form.getByLabel('Personality').fill('Calm and brief at night')
  await form.getByLabel('Call flow').selectOption({ label: 'Support triage' })
  await form.getByRole('button', { name: 'Create agent' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Created Night Shift Agent.' })).toBeVisible()
  const detail = admin.getByRole('region', { name: 'Night Shift Agent' })
  await expect(detail).toContainText('Support triage')
  await expect(admin.getByRole('table', { name: 'Agents' }).getByRole('button', { name: 'Night Shift Agent' })).toBeVisible()
  const created = (await serviceAgents()).find((a) => a.name === 'Night Shift Agent')
  expect(created).toMatchObject({ model: 'gpt-4o-mini', voice: { provider: 'sim', voiceId: 'voice_leo' }, flowId: 'flw_support_call', personality: 'Calm and brief at night' })

  // Edit: only the changed name is sent; the service has it.
  await detail.getByRole('button', { name: 'Edit' }).click()
  const edit = admin.getByRole('form', { name: 'Edit Night Shift Agent' })
  await edit.getByLabel('Name', { exact: true }).fill('Late Shift Agent')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Saved Late Shift Agent.' })).toBeVisible()
  await expect.poll(async () => (await serviceAgents()).find((a) => a.id === created!.id)?.name).toBe('Late Shift Agent')

  // Delete from the keyboard: the row focused, Delete asks first, naming the agent and what stops.
  const row = admin.getByRole('table', { name: 'Agents' }).getByRole('button', { name: 'Late Shift Agent' })
  await row.focus()
  await page.keyboard.press('Delete')
  const dialog = page.getByRole('dialog', { name: 'Delete Late Shift Agent?' })
  await expect(dialog).toContainText('removed from the service for good')
  await expect(dialog).toContainText('no calls route to it')
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Delete agent' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Deleted Late Shift Agent.' })).toBeVisible()
  await expect(row).toBeHidden()
  await expect.poll(async () => (await serviceAgents()).some((a) => a.id === created!.id)).toBe(false)
})

test("a number's maximum call duration changed in the form is what the service then has", async ({ page }) => {
  const admin = await openAdmin(page)
  await admin.getByRole('tab', { name: 'Phone numbers' }).click()
  await admin.getByRole('button', { name: '(415) 555-0100' }).click()
  const pane = admin.getByRole('region', { name: '(415) 555-0100' })
  const duration = pane.getByLabel('Maximum call duration (seconds)')
  await expect(duration).toHaveValue('3600')
  await duration.fill('90000')
  await expect(duration).toHaveAccessibleDescription(/at most 86400 seconds/i)
  await duration.fill('900')
  await expect(pane.getByText('15 min', { exact: true })).toBeVisible()
  await pane.getByRole('button', { name: 'Save number' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Saved (415) 555-0100.' })).toBeVisible()
  await expect.poll(async () => (await serviceNumber('pn_sales'))?.maxCallDuration).toBe(900)
  await expect(admin.getByRole('table', { name: 'Phone numbers' }).getByRole('row', { name: /\(415\) 555-0100/ })).toContainText('15 min')
})

test('a flow created through the form, renamed and deleted, as the service then has it', async ({ page }) => {
  const admin = await openAdmin(page)
  await admin.getByRole('tab', { name: 'Flows', exact: true }).click()
  await admin.getByRole('button', { name: 'New flow' }).click()
  const form = admin.getByRole('form', { name: 'New flow' })
  await form.getByLabel('Name', { exact: true }).fill('After-hours triage')
  await form.getByLabel('Description').fill('Routes calls after six')
  await form.getByRole('button', { name: 'Create flow' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Created After-hours triage.' })).toBeVisible()
  const detail = admin.getByRole('region', { name: 'After-hours triage' })
  await expect(detail).toBeVisible()
  const table = admin.getByRole('table', { name: 'Flows' })
  await expect(table.getByRole('button', { name: 'After-hours triage' })).toBeVisible()
  const created = (await serviceFlows()).find((f) => f.name === 'After-hours triage')
  expect(created).toMatchObject({ description: 'Routes calls after six', type: 'call' })

  // A routing typed wrong shows its problem once left; nothing changed is said, not sent.
  await detail.getByRole('button', { name: 'Edit' }).click()
  const edit = admin.getByRole('form', { name: 'Edit After-hours triage' })
  const routing = edit.getByLabel('Routing (nodes and edges, JSON)')
  const before = await routing.inputValue()
  await routing.fill('{ "nodes": [')
  await expect(routing).toHaveAttribute('aria-invalid', 'false')
  await edit.getByLabel('Description').focus()
  await expect(routing).toHaveAttribute('aria-invalid', 'true')
  await routing.fill(before)
  await expect(routing).toHaveAttribute('aria-invalid', 'false')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(edit.getByRole('alert')).toHaveText('Nothing has changed.')
  await edit.getByLabel('Name', { exact: true }).fill('Night triage')
  await edit.getByRole('button', { name: 'Save changes' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Saved Night triage.' })).toBeVisible()
  await expect(admin.getByRole('region', { name: 'Night triage' })).toBeVisible()
  await expect.poll(async () => (await serviceFlows()).find((f) => f._id === created!._id)?.name).toBe('Night triage')

  await admin.getByRole('region', { name: 'Night triage' }).getByRole('button', { name: 'Delete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete Night triage?' })
  await dialog.getByRole('button', { name: 'Delete flow' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Deleted Night triage.' })).toBeVisible()
  await expect(table.getByRole('button', { name: 'Night triage' })).toBeHidden()
  await expect.poll(async () => (await serviceFlows()).some((f) => f._id === created!._id)).toBe(false)
})

test('a number released from its agent after a confirmation', async ({ page }) => {
  const admin = await openAdmin(page)
  await admin.getByRole('button', { name: 'Billing Agent', exact: true }).click()
  const detail = admin.getByRole('region', { name: 'Billing Agent' })
  await expect(detail).toContainText('Calls to (415) 555-0102 reach Billing Agent.')
  await detail.getByRole('button', { name: 'Release number' }).click()
  const dialog = page.getByRole('dialog', { name: 'Release (415) 555-0102 from Billing Agent?' })
  await expect(dialog).toContainText('cannot place calls until it has a number again')
  await dialog.getByRole('button', { name: 'Release number' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Released (415) 555-0102 from Billing Agent.' })).toBeVisible()
  await expect(detail).toContainText('No number: it cannot place or take calls')
  await expect.poll(async () => (await serviceNumber('pn_billing'))?.agentId).toBeNull()
  await expect(admin.getByRole('table', { name: 'Agents' }).getByRole('row', { name: /Billing Agent/ })).toContainText('No number')
})

test('the demo flow folder opened by id: a flow added, then removed', async ({ page }) => {
  const admin = await openAdmin(page)
  await admin.getByRole('tab', { name: 'Flow folders' }).click()
  await expect(admin.getByText('The service has no list of flow folders')).toBeVisible()
  await admin.getByLabel('Open a flow folder by id').fill('fld_support')
  await admin.getByRole('button', { name: 'Open', exact: true }).click()
  const folder = admin.getByRole('region', { name: 'Support' })
  await expect(folder.getByRole('list', { name: 'Flows in this folder' }).getByRole('listitem')).toHaveCount(2)

  await folder.getByLabel('Add a call flow').selectOption({ label: 'Billing questions' })
  await folder.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Added Billing questions to Support.' })).toBeVisible()
  await expect(folder.getByRole('list', { name: 'Flows in this folder' })).toContainText('Billing questions')
  await expect.poll(async () => (await serviceFolder('fld_support')).pathways.map((p) => p._id)).toContain('flw_billing_call')

  await folder.getByRole('button', { name: 'Remove Billing questions' }).click()
  await expect(notifications(page).getByRole('status').filter({ hasText: 'Removed Billing questions from Support.' })).toBeVisible()
  await expect.poll(async () => (await serviceFolder('fld_support')).pathways.map((p) => p._id)).not.toContain('flw_billing_call')

  // Remembered: it is listed again after a reload.
  await page.reload()
  await admin.getByRole('tab', { name: 'Flow folders' }).click()
  await expect(admin.getByRole('list', { name: 'Opened before' }).getByRole('button', { name: 'Support', exact: true })).toBeVisible()
})

test('the demo knowledge base opened by id, with its documents', async ({ page }) => {
  const admin = await openAdmin(page)
  await admin.getByRole('tab', { name: 'Knowledge bases' }).click()
  await admin.getByLabel('Open a knowledge base by id').fill('kb_nope')
  await admin.getByRole('button', { name: 'Open', exact: true }).click()
  await expect(admin.getByLabel('Open a knowledge base by id')).toHaveAccessibleDescription(/no knowledge base kb_nope/)
  await admin.getByLabel('Open a knowledge base by id').fill('kb_faq')
  await admin.getByRole('button', { name: 'Open', exact: true }).click()
  const kb = admin.getByRole('region', { name: 'Product FAQ' })
  await expect(kb).toContainText('Answers to the questions customers ask most')
  const documents = kb.getByRole('table', { name: 'Documents (3)' })
  await expect(documents.getByRole('row')).toHaveCount(4)
  await expect(documents).toContainText('pricing.pdf')
  await expect(documents).toContainText('178.1 KB')
  await expect(admin.getByRole('list', { name: 'Opened before' })).toContainText('Product FAQ')
})

/** A held call on the demo, through the simulator's control routes (not part of the service). */
async function heldCall(customerName: string): Promise<{ roomName: string }> {
  const response = await fetch(`${serviceUrl}/_sim/calls`, {
    method: 'POST',
    headers: { 'x-api-key': 'demo-owner-key', 'content-type': 'application/json' },
    body: JSON.stringify({ hold: true, customerName, duration: 60 }),
  })
  expect(response.ok).toBe(true)
  return (await response.json()) as { roomName: string }
}

test('History → Activity shows a call ended from the wall: when, who, the call by its customer, done', async ({ page }) => {
  const call = await heldCall('Ada Activity')
  await page.goto(host.url)
  const card = page.getByRole('article', { name: 'Call with Ada Activity' })
  await card.getByRole('button', { name: 'End', exact: true }).click({ timeout: 30_000 })
  await page.getByRole('dialog', { name: 'End the call with Ada Activity?' }).getByRole('button', { name: 'End call' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ended the call with Ada Activity.' })).toBeVisible()

  await page.keyboard.press('Control+4')
  await page.getByRole('tab', { name: 'Activity' }).click()
  const row = page.getByRole('row').filter({ hasText: 'call with Ada Activity' })
  await expect(row).toContainText('Ended a call')
  await expect(row).toContainText('Demo Workspace')
  await expect(row).toContainText('Done')
  await page.getByLabel('Outcome').selectOption({ label: 'Refused or failed' })
  await expect(row).toBeHidden()
  await page.getByLabel('Outcome').selectOption({ label: 'Done' })
  await expect(row).toBeVisible()
  // The call by its customer and time (docs/glossary.md), never by its room's id.
  await expect(row).toContainText(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M /)
  await expect(row).not.toContainText(call.roomName)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.screenshot({ path: 'test-results/screenshots/history-activity-light.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: 'test-results/screenshots/history-activity-dark.png' })
})

test('with the demo member key, End call and New agent are disabled, naming the permission; a 403 would say the same', async ({ page }) => {
  await invoke(host, 'workspaces.openDemo', { as: 'member' })
  await heldCall('Mia Member')
  await page.goto(host.url)
  const end = page.getByRole('article', { name: 'Call with Mia Member' }).getByRole('button', { name: 'End', exact: true })
  await expect(end).toBeDisabled({ timeout: 30_000 })
  await expect(end).toHaveAttribute('title', 'This key may not end calls (permission: call_end).')
  await expect(end).toHaveAccessibleDescription('This key may not end calls (permission: call_end).')
  await page.emulateMedia({ colorScheme: 'light' })
  await end.hover()
  await page.screenshot({ path: 'test-results/screenshots/member-end-call-light.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: 'test-results/screenshots/member-end-call-dark.png' })

  await page.keyboard.press('Control+5')
  const admin = page.getByRole('main', { name: 'Admin' })
  const newAgent = admin.getByRole('button', { name: 'New agent' })
  await expect(newAgent).toBeDisabled({ timeout: 30_000 })
  await expect(newAgent).toHaveAccessibleDescription('This key may not create agents (permission: agent_create).')
  await page.keyboard.press('n')
  await expect(admin.getByRole('form', { name: 'New agent' })).toBeHidden()
  // What the member may do stays open: editing an agent.
  await admin.getByRole('button', { name: 'Sales Agent', exact: true }).click()
  const detail = admin.getByRole('region', { name: 'Sales Agent' })
  await expect(detail.getByRole('button', { name: 'Edit', exact: true })).toBeEnabled()
  await expect(detail.getByRole('button', { name: 'Delete', exact: true })).toHaveAccessibleDescription(
    'This key may not delete agents (permission: agent_delete).',
  )
  await page.emulateMedia({ colorScheme: 'light' })
  await page.screenshot({ path: 'test-results/screenshots/member-admin-light.png' })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: 'test-results/screenshots/member-admin-dark.png' })

  // The Workspace tab says which permissions this key lacks; Rename is closed with the reason.
  await admin.getByRole('tab', { name: 'Workspace' }).click()
  await expect(admin.getByRole('row', { name: /^End calls/ })).toContainText('Lacks it')
  await expect(admin.getByRole('row', { name: /^Edit agents/ })).toContainText('Has it')
  await expect(admin.getByRole('button', { name: 'Rename' })).toHaveAccessibleDescription(
    'This key may not rename the workspace (permission: workspace_manage).',
  )
  await page.screenshot({ path: 'test-results/screenshots/member-workspace-dark.png', fullPage: true })
  await invoke(host, 'workspaces.openDemo', { as: 'owner' })
})

test.describe('offline', () => {
  let offlineHost: RunningWebHost
  let sim: SimulatorProcess | null = null

  test.beforeAll(async () => {
    sim = await startSimulatorProcess(await freePort(), ['--plan', 'business', '--active-calls', '2'])
    offlineHost = await startWebHostProcess()
    await invoke(offlineHost, 'workspaces.add', { baseUrl: sim.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key', plan: 'business' })
  })

  test.afterAll(async () => {
    await sim?.stop()
    await offlineHost?.stop()
  })

  test('Admin reads the cache, says it is read-only and why, and offers no write', async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(offlineHost.url)
    await page.keyboard.press('Control+5')
    const admin = page.getByRole('main', { name: 'Admin' })
    await expect(admin.getByRole('button', { name: 'Sales Agent', exact: true })).toBeVisible({ timeout: 60_000 })
    await admin.getByRole('button', { name: 'Sales Agent', exact: true }).click()
    await expect(admin.getByRole('region', { name: 'Sales Agent' })).toContainText('Upbeat, concise, asks for the sale')

    await sim!.stop()
    sim = null
    const banner = admin.getByRole('status', { name: 'Admin is read-only' })
    await expect(banner).toBeVisible({ timeout: 30_000 })
    await expect(banner).toContainText('not queued')

    const newAgent = admin.getByRole('button', { name: 'New agent' })
    await expect(newAgent).toBeDisabled()
    await expect(newAgent).toHaveAccessibleDescription(/offline.*not queued/i)
    await page.keyboard.press('n')
    await expect(admin.getByRole('form', { name: 'New agent' })).toBeHidden()

    // The agent opens from the cache, saying so; its changes are disabled with the reason.
    await admin.getByRole('button', { name: 'Support Agent', exact: true }).click()
    const detail = admin.getByRole('region', { name: 'Support Agent' })
    await expect(detail.getByRole('status')).toContainText('Offline: this is the copy Switchboard kept')
    for (const name of ['Edit', 'Delete', 'Release number']) {
      await expect(detail.getByRole('button', { name, exact: true })).toBeDisabled()
    }
    await expect(detail.getByRole('button', { name: 'Delete', exact: true })).toHaveAccessibleDescription(/offline/i)
  })
})
