import { dialog, type BrowserWindow, type MessageBoxOptions } from 'electron'
import type { ConfirmReach } from '../core/console'

/**
 * Core's `ConfirmReach` in the desktop app: a dialog of the main process,
 * outside the page, so a compromised renderer can neither click it nor skip it.
 * Cancel is the default and what Escape answers.
 */
export function confirmReachInDialog(window: () => BrowserWindow | null): ConfirmReach {
  return async (origin, why) => {
    const options: MessageBoxOptions = {
      type: 'question',
      buttons: ['Allow', 'Cancel'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
      title: 'Switchboard',
      message: `Allow Switchboard to reach ${origin}?`,
      detail: `${why}\n\nAsked because a media server was saved in Settings. If you did not just do that, choose Cancel.`,
    }
    const parent = window()
    const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options)
    return response === 0
  }
}
