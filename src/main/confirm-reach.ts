import { dialog, type BrowserWindow, type MessageBoxOptions } from 'electron'
import type { ConfirmReach } from '../core/console'
import type { Translator } from '../shared/i18n/translator'

/**
 * Core's `ConfirmReach` in the desktop app: a dialog of the main process,
 * outside the page, so a compromised renderer can neither click it nor skip it.
 * Cancel is the default and what Escape answers. Worded in the console's
 * language at the time it asks (`words.ts`); `why` is core's.
 */
export function confirmReachInDialog(window: () => BrowserWindow | null, words: () => Translator): ConfirmReach {
  return async (origin, why) => {
    const wording = words()
    const options: MessageBoxOptions = {
      type: 'question',
      buttons: [wording.t('desktop.reach.allow'), wording.t('desktop.reach.cancel')],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
      title: 'Switchboard',
      message: wording.t('desktop.reach.question', { origin }),
      detail: `${why}\n\n${wording.t('desktop.reach.detail')}`,
    }
    const parent = window()
    const { response } = parent ? await dialog.showMessageBox(parent, options) : await dialog.showMessageBox(options)
    return response === 0
  }
}
