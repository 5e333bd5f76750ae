import { describe, expect, it, vi } from 'vitest'
import { ENGLISH, translatorFor } from '../../../src/main/words'
import { createElectronMock, FakeBrowserWindow } from './electron-mock'

const electron = createElectronMock()
vi.mock('electron', () => electron)
const { confirmReachInDialog } = await import('../../../src/main/confirm-reach')

describe('a new origin is confirmed in a dialog of the main process', () => {
  it('shows it over the window, naming the origin and why, with Cancel the default; Allow answers true', async () => {
    const window = new FakeBrowserWindow({})
    const confirm = confirmReachInDialog(() => window as never, () => ENGLISH)
    electron.dialog.showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false })
    expect(await confirm('wss://media.example.com', 'Listening in will connect to it.')).toBe(true)
    expect(electron.dialog.showMessageBox).toHaveBeenLastCalledWith(
      window,
      expect.objectContaining({
        message: 'Allow Switchboard to reach wss://media.example.com?',
        detail: expect.stringContaining('Listening in will connect to it.'),
        buttons: ['Allow', 'Cancel'],
        defaultId: 1,
        cancelId: 1,
      }),
    )
  })

  it('Cancel, Escape or closing it answers false; with no window it still asks', async () => {
    const confirm = confirmReachInDialog(() => null, () => ENGLISH)
    expect(await confirm('https://tokens.example.com', 'why')).toBe(false)
    expect(electron.dialog.showMessageBox).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Allow Switchboard to reach https://tokens.example.com?' }))
  })

  it("is worded in the console's language when it asks", async () => {
    const german = await translatorFor('de')
    const confirm = confirmReachInDialog(() => null, () => german)
    await confirm('wss://media.example.com', 'why')
    expect(electron.dialog.showMessageBox).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Switchboard den Zugriff auf wss://media.example.com erlauben?', buttons: ['Erlauben', 'Abbrechen'] }),
    )
  })
})
