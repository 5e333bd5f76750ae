import type { ActiveCall, Participant } from '../../../shared/api'
import { formatCount, formatDuration, formatServiceValue } from '../../lib/format'
import { ruleLabel } from '../../lib/names'
import { DEFAULT_MAX_CALL_DURATION_S, type RuleColour, type RuleKind } from '../../../shared/bridge'
import { attentionOf, customerLabel, liveDuration, type ActiveMatch, type WallCall, type WallRules } from './model'
import { formatPhone, phoneFormatLoaded } from '../../lib/phone.svelte'
import { t, translation } from '../../i18n/translation.svelte'
import type { Translator } from '../../../shared/i18n/translator'

/** The CSS tone of a sentiment: anything unexpected shows as neutral. */
export function sentimentTone(sentiment: string): 'positive' | 'neutral' | 'negative' {
  return sentiment === 'positive' || sentiment === 'negative' ? sentiment : 'neutral'
}

export function typeLabel(type: ActiveCall['type']): string {
  if (type === 'other') return t('calls.type.other')
  return type === 'phone' ? t('calls.type.phone') : t('calls.type.web')
}

/**
 * Who a participant is, in the supervisor's words: the service marks its AI
 * agent; a listener joins as `supervisor-…` (the console's own listen tokens,
 * src/core/calls/mint-token.ts); anyone else is the customer. The raw identity
 * is in the call's detail.
 */
export function participantRole(participant: Participant): string {
  if (participant.isAgent) return t('calls.role.agent')
  if (participant.identity.startsWith('supervisor')) return t('calls.role.listening')
  return t('calls.role.customer')
}

/** The roles in the call, each once: "Customer, AI agent, Supervisor (listening)". */
function participantsText(call: ActiveCall): string {
  return [...new Set(call.participants.map(participantRole))].join(', ')
}

/** The text a card or row shows for one version of a call. */
export interface CardView {
  label: string
  /** The card's name for a screen reader: "Call with Ada Lovelace". */
  callWith: string
  /** Phone (when a name is shown instead), agent, type. */
  meta: string
  tone: 'positive' | 'neutral' | 'negative'
  sentiment: string
  participants: string
}

/** Each language's views: a switch words every card afresh. */
const viewsIn = new WeakMap<Translator, WeakMap<ActiveCall, CardView>>()

/**
 * Computed once per version of a call (the poller hands a new object only when
 * something changed), so a card re-derives nothing on a clock tick; kept only
 * once phone numbers are written in words, so no card keeps a number as stored.
 */
export function cardViewOf(call: ActiveCall): CardView {
  let views = viewsIn.get(translation.translator)
  if (!views) viewsIn.set(translation.translator, (views = new WeakMap()))
  let view = views.get(call)
  if (!view) {
    const label = customerLabel(call)
    const phone = call.customerName && call.customerPhone ? `${formatPhone(call.customerPhone)} · ` : ''
    view = {
      label,
      callWith: t('calls.wall.callWith', { customer: label }),
      meta: `${phone}${call.aiAgentName} · ${typeLabel(call.type)}`,
      tone: sentimentTone(call.sentiment),
      sentiment: formatServiceValue(call.sentiment),
      participants: participantsText(call),
    }
    if (phoneFormatLoaded()) views.set(call, view)
  }
  return view
}

/** Each kind's icon (a 24×24 path): a flag is never told by colour alone. */
export const FLAG_ICONS: Record<RuleKind, string> = {
  transfer: 'M4 8h14l-4-4M20 16H6l4 4',
  negative: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M8 16.5a5 5 0 0 1 8 0M9 9.5v1M15 9.5v1',
  'near-max': 'M6 3h12M6 21h12M7 3c0 6 10 5 10 9s-10 3-10 9M17 3c0 6-10 5-10 9s10 3 10 9',
  heard: 'M4 5h16v10H10l-5 4v-4H4z',
}

/** One flag on a card: a rule it matches, in the rule's words and colour. */
export interface AttentionFlag {
  /** The rule's id; `transfer-request` for a transfer request no rule pins (it still shows, unpinned). */
  readonly id: string
  readonly kind: RuleKind
  readonly label: string
  readonly colour: RuleColour
  /** Why, in words ("heard: cancel my account"), beside the flag; "" when the label says it all. */
  readonly note: string
  readonly why: string
  readonly red: boolean
}

/** Why a card is highlighted: pinned or not, its flags, and those flags as words ("" when none). */
export interface CardAttention {
  pinned: boolean
  flags: readonly AttentionFlag[]
  /** The colour of its most urgent flag (its outline); null when not pinned. */
  lead: RuleColour | null
  /** The kinds shown as one attribute value ("transfer negative"); null when none. */
  kinds: string | null
  text: string
}

const NONE: CardAttention = { pinned: false, flags: [], lead: null, kinds: null, text: '' }
const interned = new WeakMap<WallRules, Map<string, CardAttention>>()

function unpinnedTransfer(): AttentionFlag {
  return { id: 'transfer-request', kind: 'transfer', label: t('calls.wall.transferRequested'), colour: 'grey', note: '', why: '', red: false }
}

/** 45 s, 2 min, 1 h, 1 h 30 min: a rule's seconds as core speaks them. */
function spoken(seconds: number): string {
  if (seconds < 60) return t('calls.age.seconds', { seconds: formatCount(seconds) })
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.round((seconds % 3600) / 60)
  if (hours === 0) return t('calls.age.minutes', { minutes: formatCount(minutes) })
  return minutes === 0 ? t('calls.age.wholeHours', { hours: formatCount(hours) }) : t('calls.age.hours', { hours: formatCount(hours), minutes: formatCount(minutes) })
}

/** What a match says, in the language in use: worded from its rule (and the call's maximum), as core words it in English. */
export function whyOf({ rule, maxDuration }: Pick<ActiveMatch, 'rule' | 'maxDuration'>): string {
  const when = rule.when
  switch (when.kind) {
    case 'heard':
      return t('calls.why.heard', { phrase: when.phrase })
    case 'negative':
      return when.seconds === 0 ? t('calls.why.negative') : t('calls.why.negativeOver', { duration: spoken(when.seconds) })
    case 'transfer':
      return when.seconds === 0 ? t('calls.why.transfer') : t('calls.why.waitingOver', { duration: spoken(when.seconds) })
    case 'near-max': {
      const share = { percent: formatCount(when.percent), duration: spoken(maxDuration ?? DEFAULT_MAX_CALL_DURATION_S) }
      return maxDuration === undefined ? t('calls.why.nearMaxAssumed', share) : t('calls.why.nearMax', share)
    }
  }
}

function flagOf(match: ActiveMatch): AttentionFlag {
  const { rule, red } = match
  const when = rule.when
  const plain = (when.kind === 'negative' || when.kind === 'transfer') && when.seconds === 0
  const why = whyOf(match)
  return { id: rule.id, kind: when.kind, label: ruleLabel(rule), colour: red ? 'red' : rule.colour, note: plain ? '' : why, why, red }
}

/**
 * The same object for the same flags under the same rules, so a card whose
 * attention did not change on a clock tick re-renders nothing (most cards).
 */
export function cardAttentionOf(entry: WallCall, now: number, rules: WallRules): CardAttention {
  const active = attentionOf(entry, now, rules)
  const transferFlag = entry.call.transferRequested && !active.some((match) => match.rule.when.kind === 'transfer')
  if (active.length === 0 && !transferFlag) return NONE
  // Worded in the language in use: a switch interns afresh.
  const key = `${translation.translator.locale}|${transferFlag ? 'T' : ''}|${active.map((match) => `${match.rule.id}${match.red ? '!' : ''}\u0000${match.why}`).join('|')}`
  let byKey = interned.get(rules)
  if (!byKey) interned.set(rules, (byKey = new Map()))
  let attention = byKey.get(key)
  if (!attention) {
    const flags = [...(transferFlag ? [unpinnedTransfer()] : []), ...active.map(flagOf)]
    const lead = active.find((match) => match.red) ?? active[0]
    attention = {
      pinned: active.length > 0,
      flags,
      lead: lead ? (lead.red ? 'red' : lead.rule.colour) : null,
      kinds: [...new Set(flags.map((flag) => flag.kind))].join(' '),
      text: flags.map((flag) => (flag.note ? `${flag.label} (${flag.note})` : flag.label)).join(' · '),
    }
    byKey.set(key, attention)
  }
  return attention
}

/** The words every card shows alike: its buttons, its notes, and the time its frozen duration was true. */
export interface CardWords {
  /** "as of 10:42:07" offline; "as of " when the durations count. */
  asOf: string
  ending: string
  ended: string
  listen: string
  barge: string
  end: string
}

/** The cards' words as last worded: once per language and offline time, not once per card. */
let worded: { translator: Translator; asOf: string | null; words: CardWords } | undefined

function cardWords(asOf: string | null): CardWords {
  const { translator } = translation
  if (worded?.translator !== translator || worded.asOf !== asOf) {
    const words = {
      asOf: translator.t('calls.wall.asOf', { time: asOf ?? '' }),
      ending: translator.t('calls.wall.ending'),
      ended: translator.t('calls.wall.ended'),
      listen: translator.t('calls.wall.listen'),
      barge: translator.t('calls.wall.barge'),
      end: translator.t('calls.wall.end'),
    }
    worded = { translator, asOf, words }
  }
  return worded.words
}

/** Everything a card shows at one instant: one derived value per card instead of several. */
export interface CardState {
  view: CardView
  attention: CardAttention
  duration: string
  /** How long its transfer request has waited for a supervisor ("waiting 1:12"); "" when none waits. */
  waiting: string
  words: CardWords
}

/** `asOf`: offline, the time the frozen durations were true; null while they count. */
export function cardStateOf(entry: WallCall, now: number, rules: WallRules, asOf: string | null): CardState {
  // An ended call's duration and wait stop where the wall saw it end.
  const until = Math.min(now, entry.endedAt ?? now)
  return {
    view: cardViewOf(entry.call),
    attention: cardAttentionOf(entry, now, rules),
    duration: formatDuration(liveDuration(entry, until)),
    waiting: waitingText(entry, until),
    words: cardWords(asOf),
  }
}

/** "waiting 1:12" while a transfer request waits for a supervisor to take over, in the wall's one duration format. */
export function waitingText(entry: WallCall, now: number): string {
  return entry.waitingSince === undefined ? '' : t('calls.wall.waiting', { duration: formatDuration((now - entry.waitingSince) / 1000) })
}
