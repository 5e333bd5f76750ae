import { expect, test, type Page } from '@playwright/test'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { startWebHostProcess, type RunningWebHost } from './fixtures/web-host'

const SECRET_KEYS = ['demo-owner-key', 'demo-member-key', 'demo-outsider-key']
let host: RunningWebHost

test.beforeAll(async () => {
  host = await startWebHostProcess()
})
test.afterAll(async () => {
  await host.stop()
})

/** Every file under the data directory: the SQLite cache, its WAL, the profiles file, the logs. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

/** Every frame the host sends the renderer; a key must never be among them. */
function recordReceivedFrames(page: Page): string[] {
  const frames: string[] = []
  page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => frames.push(String(payload))))
  return frames
}

test('workspaces: explore the demo, add with precise errors, edit, rotate, remove; keys never reach the renderer', async ({ page }) => {
  const received = recordReceivedFrames(page)
  await page.goto(host.url)
  await page.keyboard.press('Control+,')
  const section = page.getByRole('region', { name: 'Workspaces' })
  await expect(section.getByText('No workspace yet')).toBeVisible()

  await section.getByRole('button', { name: 'Explore the demo workspace' }).click()
  const demo = section.getByRole('listitem', { name: 'Demo Workspace' })
  await expect(demo).toContainText('Active')
  await expect(demo.getByText('Demo Workspace', { exact: true })).toHaveAttribute('title', 'Workspace id: ws_demo')
  await expect(demo).toContainText('key ••••-key')
  const baseUrl = (await demo.textContent())!.match(/http:\/\/127\.0\.0\.1:\d+/)![0]
  await expect(page.getByRole('combobox', { name: 'Workspace' })).toHaveValue(/wsp_/)

  const add = async (fields: { url?: string; workspace?: string; key: string; label?: string }) => {
    await section.getByRole('button', { name: 'Add workspace…' }).click()
    const form = section.getByRole('form', { name: 'Add a workspace' })
    if (fields.label) await form.getByLabel('Label').fill(fields.label)
    await form.getByLabel('Service URL').fill(fields.url ?? baseUrl)
    await form.getByLabel('Workspace id').fill(fields.workspace ?? 'ws_demo')
    await form.getByLabel('API key').fill(fields.key)
    await form.getByRole('button', { name: 'Test and save' }).click()
    return form
  }

  let form = await add({ key: 'not-a-real-key' })
  await expect(form.getByRole('alert')).toContainText('does not know this API key (401)')
  await form.getByRole('button', { name: 'Cancel' }).click()

  form = await add({ key: 'demo-outsider-key' })
  await expect(form.getByRole('alert')).toContainText('cannot see workspace "ws_demo"')
  await form.getByRole('button', { name: 'Cancel' }).click()

  form = await add({ url: 'http://voice.example.com', key: 'demo-member-key' })
  await expect(form.getByRole('alert')).toContainText('must use https://')
  await form.getByRole('button', { name: 'Cancel' }).click()

  form = await add({ url: 'http://127.0.0.1:9', key: 'demo-member-key' })
  await expect(form.getByRole('alert')).toContainText('Could not reach')
  await form.getByRole('button', { name: 'Cancel' }).click()

  await add({ key: 'demo-member-key', label: 'Team member view' })
  const member = section.getByRole('listitem', { name: 'Team member view' })
  await expect(member).toContainText('key ••••-key')
  await expect(member).not.toContainText('Active')

  // Switching is instant, from the row or the header.
  await member.getByRole('button', { name: 'Switch to' }).click()
  await expect(member).toContainText('Active')

  await member.getByRole('button', { name: 'Edit' }).click()
  await member.getByLabel('Label').fill('Member (renamed)')
  await member.getByRole('button', { name: 'Save' }).click()
  const renamed = section.getByRole('listitem', { name: 'Member (renamed)' })
  await expect(renamed).toBeVisible()

  await renamed.getByRole('button', { name: 'Rotate key' }).click()
  await renamed.getByLabel('New API key').fill('wrong-key')
  await renamed.getByRole('button', { name: 'Test and replace' }).click()
  await expect(renamed.getByRole('alert')).toContainText('401')
  await renamed.getByLabel('New API key').fill('demo-owner-key')
  await renamed.getByRole('button', { name: 'Test and replace' }).click()
  await expect(renamed.getByRole('button', { name: 'Rotate key' })).toBeVisible()

  await renamed.getByRole('button', { name: 'Remove…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Remove Member (renamed)?' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Remove workspace' }).click()
  await expect(renamed).toHaveCount(0)
  await expect(demo).toBeVisible()

  const html = await page.content()
  const files = filesUnder(host.dataDir)
  expect(files.some((file) => file.endsWith('cache.sqlite'))).toBe(true)
  for (const key of SECRET_KEYS) {
    expect(html).not.toContain(key)
    expect(received.join('\n')).not.toContain(key)
    for (const file of files) expect(readFileSync(file).toString('latin1'), file).not.toContain(key)
  }
})

test('an edit opened while a switch is on its way stays open when the switch lands', async ({ page }) => {
  const own = await startWebHostProcess()
  try {
    // The host's answer to the switch is held until the edit is open, as a slow switch would be.
    const switches = new Set<number>()
    const held: string[] = []
    let holding = true
    let client: { send(message: string): void } | undefined
    await page.routeWebSocket(/\/bridge/, (ws) => {
      client = ws
      const server = ws.connectToServer()
      ws.onMessage((message) => {
        const { id, name } = JSON.parse(String(message)) as { id: number; name: string }
        if (name === 'workspaces.setActive') switches.add(id)
        server.send(message)
      })
      server.onMessage((message) => {
        const { type, id } = JSON.parse(String(message)) as { type: string; id?: number }
        if (holding && type === 'result' && id !== undefined && switches.has(id)) held.push(String(message))
        else ws.send(message)
      })
    })
    await page.goto(own.url)
    await page.keyboard.press('Control+,')
    const section = page.getByRole('region', { name: 'Workspaces' })
    await section.getByRole('button', { name: 'Explore the demo workspace' }).click()
    await section.getByRole('button', { name: 'Explore as a team member' }).click()
    const owner = section.getByRole('listitem', { name: 'Demo Workspace' })
    await expect(owner.getByRole('button', { name: 'Switch to' })).toBeVisible()

    await owner.getByRole('button', { name: 'Switch to' }).click()
    await expect.poll(() => held.length).toBe(1)
    await owner.getByRole('button', { name: 'Edit' }).click()
    await owner.getByLabel('Label').fill('Front floor demo')
    const save = owner.getByRole('button', { name: 'Save' })
    await expect(save).toBeDisabled()

    holding = false
    for (const message of held) client!.send(message)
    await expect(owner).toContainText('Active')
    await expect(save).toBeEnabled()
    await expect(owner.getByLabel('Label')).toHaveValue('Front floor demo')
    await save.click()
    await expect(section.getByRole('listitem', { name: 'Front floor demo' })).toBeVisible()
  } finally {
    await own.stop()
  }
})

test('without a keychain the demo still opens (its key in memory), while a real workspace is refused and no key is written', async ({ page }) => {
  const noKeychain = await startWebHostProcess([], undefined, { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' })
  try {
    await page.goto(noKeychain.url)
    await page.keyboard.press('Control+,')
    const section = page.getByRole('region', { name: 'Workspaces' })
    await expect(section.getByRole('alert')).toContainText('The OS keychain is unavailable')
    await section.getByRole('button', { name: 'Explore the demo workspace' }).click()
    const demo = section.getByRole('listitem', { name: 'Demo Workspace' })
    await expect(demo).toContainText('Active')
    await expect(demo).toContainText('key ••••-key')
    await expect(demo.getByRole('button', { name: 'Rotate key' })).toHaveCount(0)
    await expect(section.getByRole('button', { name: 'Explore the demo workspace' })).toHaveCount(0)

    const baseUrl = (await demo.textContent())!.match(/http:\/\/127\.0\.0\.1:\d+/)![0]
    await section.getByRole('button', { name: 'Add workspace…' }).click()
    const form = section.getByRole('form', { name: 'Add a workspace' })
    await form.getByLabel('Service URL').fill(baseUrl)
    await form.getByLabel('Workspace id').fill('ws_demo')
    await form.getByLabel('API key').fill('demo-member-key')
    await form.getByRole('button', { name: 'Test and save' }).click()
    await expect(form.getByRole('alert')).toContainText('The OS keychain is unavailable')
    await form.getByRole('button', { name: 'Cancel' }).click()
    await expect(section.getByRole('listitem')).toHaveCount(1)

    await page.keyboard.press('Control+1')
    await expect(page.locator('[data-room]').first()).toBeVisible()
    for (const file of filesUnder(noKeychain.dataDir)) {
      const text = readFileSync(file).toString('latin1')
      for (const key of SECRET_KEYS) expect(text, file).not.toContain(key)
    }
  } finally {
    await noKeychain.stop()
  }
})
