import { expect, test, type Page } from '@playwright/test'
import type { ActiveCall } from '../../src/shared/api'
import type { CommandArgs, Result, TranscriptAddResult } from '../../src/shared/bridge'
import { startSimulator } from '../../src/simulator/server'
import { startDemoConsole } from './fixtures/demo-console'

/**
 * A room transcript kept and found offline: final segments reach the real
 * Bridge from the page (the browser host's WebSocket, as the renderer sends
 * them), the call ends, the service goes away, and History still finds a
 * phrase said in the call and opens its transcript at that line.
 */

/** `transcripts.add` over the page's own Bridge connection: the WebSocket the renderer uses, with its session token. */
function addFromPage(page: Page, args: CommandArgs<'transcripts.add'>): Promise<Result<TranscriptAddResult>> {
  return page.evaluate(
    (sent) =>
      new Promise<Result<TranscriptAddResult>>((resolve, reject) => {
        const token = sessionStorage.getItem('switchboard.token') ?? ''
        const socket = new WebSocket(`ws://${location.host}/bridge?token=${encodeURIComponent(token)}`)
        socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'invoke', id: 1, name: 'transcripts.add', args: sent })))
        socket.addEventListener('message', (event) => {
          const message = JSON.parse(String(event.data)) as { type: string; id?: number; result?: Result<TranscriptAddResult> }
          if (message.type !== 'result' || message.id !== 1 || !message.result) return
          socket.close()
          resolve(message.result)
        })
        socket.addEventListener('error', () => reject(new Error('the Bridge connection failed')))
      }),
    args,
  )
}

test('a transcript heard in a call is kept, and found offline in History after the call ended', async ({ page }) => {
  test.setTimeout(120_000)
  const demo = await startDemoConsole()
  // A workspace on a simulator this test can stop (the demo's runs inside the host).
  const own = await startSimulator({ port: 0, plan: 'business', activeCalls: 0 })
  let running = true
  try {
    const call = await demo.sim<ActiveCall>('POST', '/calls', { hold: true, customerName: 'Tess Transcript', duration: 30 }, own.url)
    const added = await demo.invoke('workspaces.add', { label: 'Stoppable', baseUrl: own.url, workspaceId: 'ws_demo', apiKey: 'demo-owner-key' })
    await demo.invoke('workspaces.setActive', { id: added.id })
    await page.goto(demo.host.url)
    await expect(page.getByRole('article', { name: 'Call with Tess Transcript' })).toBeVisible({ timeout: 20_000 })

    const began = Date.now() - 20_000
    const at = (second: number) => new Date(began + second * 1000).toISOString()
    const segments = [
      { segmentId: 'seg-1', speaker: { kind: 'agent', name: call.aiAgentName }, text: 'Thanks for calling, how can I help?', startedAt: at(1), endedAt: at(3) },
      { segmentId: 'seg-2', speaker: { kind: 'customer', name: '' }, text: 'I would like to cancel my subscription today.', startedAt: at(4), endedAt: at(7) },
    ] as const
    expect(await addFromPage(page, { workspaceId: 'ws_demo', roomName: call.roomName, segments: [...segments] })).toEqual({
      ok: true,
      value: { stored: 2, repeated: 0, refused: [] },
    })
    // The final segment heard again, beside one that is not a segment: the repeat is stored once, the bad one refused alone.
    const again = await addFromPage(page, { workspaceId: 'ws_demo', roomName: call.roomName, segments: [segments[1], { segmentId: 'seg-3', text: 42 }] })
    expect(again).toMatchObject({ ok: true, value: { stored: 0, repeated: 1, refused: [{ index: 1, segmentId: 'seg-3' }] } })

    await demo.invoke('calls.end', { roomName: call.roomName })
    await own.stop()
    running = false

    await page.keyboard.press('Control+4')
    const history = page.getByRole('main', { name: 'History' })
    await expect(history.getByRole('status', { name: 'Offline' })).toBeVisible({ timeout: 20_000 })
    await page.keyboard.press('/')
    await history.getByRole('searchbox', { name: 'Search history' }).pressSequentially('cancel my subscription', { delay: 20 })
    const results = history.getByRole('region', { name: 'Search results' })
    const hit = results.getByRole('button', { name: /Tess Transcript.*Customer/ })
    await expect(hit).toBeVisible()
    await expect(hit.locator('mark')).toHaveText(['cancel', 'my', 'subscription'])
    await hit.click()

    const transcript = history.getByRole('region', { name: 'Room transcript' })
    const lines = transcript.getByRole('list', { name: 'What was said, in order' }).getByRole('listitem')
    await expect(lines).toHaveCount(2)
    await expect(lines.first()).toContainText(call.aiAgentName)
    await expect(lines.first()).toContainText('Thanks for calling, how can I help?')
    const landed = transcript.locator('li[aria-current="true"]')
    await expect(landed).toContainText('Customer')
    await expect(landed).toContainText('I would like to cancel my subscription today.')
    await expect(landed.locator('time')).toHaveText(/\d:\d{2}:\d{2}\s[AP]M [A-Z]/)
    await expect(landed).toBeFocused()
    await expect(history.getByRole('row').filter({ hasText: 'Tess Transcript' })).toContainText('2 lines')
    await transcript.screenshot({ path: 'reports/screenshots/history-transcript-light.png' })
    await page.emulateMedia({ colorScheme: 'dark' })
    await transcript.screenshot({ path: 'reports/screenshots/history-transcript-dark.png' })
  } finally {
    if (running) await own.stop()
    await demo.stop()
  }
})
