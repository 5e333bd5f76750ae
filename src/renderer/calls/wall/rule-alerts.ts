import { playTransferChime } from '../../alerts/chime'
import { showDesktopNotification } from '../../lib/desktop-notifications.svelte'
import { ruleLabel } from '../../lib/names'
import { t } from '../../i18n/translation.svelte'
import { whyOf } from './card-view'
import { attentionOf, customerLabel, type ActiveMatch, type WallCall, type WallCalls, type WallRules } from './model'

/**
 * The sounds and desktop notifications of the alert rules: once per rule per
 * call when its match comes due, and once more when a transfer rule's
 * escalation turns red. Matches due when the wall first loads (or another
 * workspace opens) are pinned, not announced; while alerts are paused they
 * are counted as told, so resuming does not bring back a flood.
 */
export class RuleAlerts {
  /** roomName → the rule ids told (`id!` for a red escalation). */
  readonly #told = new Map<string, Set<string>>()

  check(calls: WallCalls, rules: WallRules, now: number, options: { quiet: boolean; paused: boolean }, openCall: (roomName: string) => void): void {
    for (const roomName of this.#told.keys()) if (!calls.has(roomName)) this.#told.delete(roomName)
    let chime = false
    for (const [roomName, entry] of calls) {
      if (entry.matches === undefined) continue
      for (const match of attentionOf(entry, now, rules)) {
        let told = this.#told.get(roomName)
        if (!told) this.#told.set(roomName, (told = new Set()))
        const firstTime = !told.has(match.rule.id)
        const turnedRed = match.red && !told.has(`${match.rule.id}!`)
        if (!firstTime && !turnedRed) continue
        told.add(match.rule.id)
        if (match.red) told.add(`${match.rule.id}!`)
        if (options.quiet || options.paused) continue
        chime ||= match.rule.sound
        if (match.rule.notify) notify(entry, match, openCall)
      }
    }
    if (chime) playTransferChime()
  }

  /** Another workspace: its calls start untold. */
  reset(): void {
    this.#told.clear()
  }
}

function notify(entry: WallCall, match: ActiveMatch, openCall: (roomName: string) => void): void {
  const { call } = entry
  const title = t(match.red ? 'calls.alert.stillWaiting' : 'calls.alert.title', { rule: ruleLabel(match.rule), customer: customerLabel(call) })
  const said = call.lastMessage ? `: "${call.lastMessage}"` : ''
  const why = match.rule.when.kind === 'transfer' ? '' : ` (${whyOf(match)})`
  showDesktopNotification(title, `${call.aiAgentName}${said}${why}`, `${match.rule.id}${match.red ? '-red' : ''}-${call.roomName}`, () => openCall(call.roomName))
}
