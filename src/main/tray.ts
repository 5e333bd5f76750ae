import { Menu, Tray, type MenuItemConstructorOptions } from 'electron'
import type { AlertsState, BridgeHandlers, EventName } from '../shared/bridge'
import type { Translator } from '../shared/i18n/translator'
import { ENGLISH } from './words'

export interface CallCounts {
  activeCalls: number
  transfersWaiting: number
}

export interface TrayActions {
  showWindow(): void
  pauseAlerts(minutes: number): void
  resumeAlerts(): void
  quit(): void
}

const ALERT_PAUSES_MINUTES = [15, 60] as const

const NO_CALLS: CallCounts = { activeCalls: 0, transfersWaiting: 0 }

/** One line for the menu and the tooltip: "3 active calls · 1 transfer waiting". */
export function callSummary(counts: CallCounts, words: Translator): string {
  if (counts.activeCalls === 0 && counts.transfersWaiting === 0) return words.t('desktop.tray.noCalls')
  if (counts.transfersWaiting === 0) return words.t('desktop.tray.calls', { calls: counts.activeCalls })
  return words.t('desktop.tray.callsAndTransfers', { calls: counts.activeCalls, transfers: counts.transfersWaiting })
}

/** The text beside the icon in the macOS menu bar: short, empty when all is quiet. */
export function trayTitle(counts: CallCounts, words: Translator): string {
  if (counts.activeCalls === 0 && counts.transfersWaiting === 0) return ''
  if (counts.transfersWaiting === 0) return `${counts.activeCalls}`
  return words.t('desktop.tray.title', { calls: String(counts.activeCalls), transfers: String(counts.transfersWaiting) })
}

export function trayTooltip(counts: CallCounts, alerts: AlertsState, formatTime: (iso: string) => string, words: Translator): string {
  const summary = callSummary(counts, words)
  return alerts.pausedUntil
    ? words.t('desktop.tray.tooltipPaused', { summary, time: formatTime(alerts.pausedUntil) })
    : words.t('desktop.tray.tooltip', { summary })
}

export function trayMenuTemplate(
  counts: CallCounts,
  alerts: AlertsState,
  actions: TrayActions,
  formatTime: (iso: string) => string,
  words: Translator,
): MenuItemConstructorOptions[] {
  return [
    { id: 'summary', label: callSummary(counts, words), enabled: false },
    { type: 'separator' },
    { id: 'show', label: words.t('desktop.tray.show'), click: () => actions.showWindow() },
    { type: 'separator' },
    ...ALERT_PAUSES_MINUTES.map(
      (minutes): MenuItemConstructorOptions => ({
        id: `pause-${minutes}`,
        label: words.t('desktop.tray.pause', { minutes: String(minutes) }),
        click: () => actions.pauseAlerts(minutes),
      }),
    ),
    {
      id: 'resume',
      label: alerts.pausedUntil ? words.t('desktop.tray.resumePaused', { time: formatTime(alerts.pausedUntil) }) : words.t('desktop.tray.resume'),
      enabled: alerts.pausedUntil !== null,
      click: () => actions.resumeAlerts(),
    },
    { type: 'separator' },
    { id: 'quit', label: words.t('desktop.tray.quit'), click: () => actions.quit() },
  ]
}

const shortTime = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })

/**
 * The tray icon (menu bar extra on macOS): how many calls are live and how many
 * transfers wait, the way back to the window, and a quick pause for alerts.
 */
export class SwitchboardTray {
  readonly #tray: Tray
  #counts: CallCounts = NO_CALLS
  #alerts: AlertsState = { pausedUntil: null }
  #words: Translator = ENGLISH

  constructor(
    iconPath: string,
    private readonly actions: TrayActions,
    private readonly formatTime: (iso: string) => string = shortTime,
  ) {
    this.#tray = new Tray(iconPath)
    // Windows and most Linux panels: a click on the icon brings the window back.
    this.#tray.on('click', () => actions.showWindow())
    this.#render()
  }

  setCallCounts(counts: CallCounts): void {
    this.#counts = { activeCalls: Math.max(0, counts.activeCalls), transfersWaiting: Math.max(0, counts.transfersWaiting) }
    this.#render()
  }

  setAlerts(alerts: AlertsState): void {
    this.#alerts = alerts
    this.#render()
  }

  /** The console's language changed (`followLanguage`). */
  setWords(words: Translator): void {
    this.#words = words
    this.#render()
  }

  destroy(): void {
    this.#tray.destroy()
  }

  #render(): void {
    const words = this.#words
    this.#tray.setTitle(trayTitle(this.#counts, words))
    this.#tray.setToolTip(trayTooltip(this.#counts, this.#alerts, this.formatTime, words))
    this.#tray.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(this.#counts, this.#alerts, this.actions, this.formatTime, words)))
  }
}

/** What the tray shows of the wall: live calls and those waiting for a human. */
export function countCalls(calls: readonly { transferRequested: boolean }[]): CallCounts {
  return { activeCalls: calls.length, transfersWaiting: calls.filter((call) => call.transferRequested).length }
}

/** What the tray follows in the console: its events, the wall of the active workspace (`calls.current`), the alert pause. */
export interface TraySource {
  events: { subscribe(listener: (name: EventName) => void): () => void }
  handlers: Pick<BridgeHandlers, 'calls.current'>
  alerts: { state(): AlertsState }
}

/**
 * Keeps the tray in step with the console: the counts after every poll, and
 * again when the workspace changes or closes (the wall empties without a poll),
 * the alert pause when it starts or ends. Returns the function that stops.
 */
export function followConsole(tray: SwitchboardTray, source: TraySource): () => void {
  // A snapshot is a diff; the counts come from the whole wall, read once the poller
  // has taken in the poll it is announcing, right after this event.
  const counts = () =>
    void Promise.resolve()
      .then(() => source.handlers['calls.current']({}))
      .then((wall) => tray.setCallCounts(countCalls(wall.calls)))
  counts()
  tray.setAlerts(source.alerts.state())
  return source.events.subscribe((name) => {
    if (name === 'alerts.state') tray.setAlerts(source.alerts.state())
    if (name === 'calls.snapshot' || name === 'workspaces.changed' || name === 'app.connection') counts()
  })
}
