import { AlertRule, RULE_COLOURS, type RuleColour, type RuleCondition, type RuleKind } from '../../shared/bridge'
import type { MessageKey } from '../../shared/i18n/translator'
import { t } from '../i18n/translation.svelte'

/** A rule as the form edits it: every field as typed. */
export interface RuleDraft {
  id: string
  label: string
  enabled: boolean
  kind: RuleKind
  phrase: string
  /** Negative for, or transfer waiting over, seconds. */
  seconds: string
  /** Transfer: red after, seconds ('' or 0: never). */
  redSeconds: string
  percent: string
  colour: RuleColour
  sound: boolean
  notify: boolean
  tile: boolean
  /** Agent names, one per line; empty for every agent. */
  agents: string
}

/** The message naming each kind of rule. */
export const KIND_NAMES = {
  heard: 'alerts.kind.heard',
  negative: 'alerts.kind.negative',
  transfer: 'alerts.kind.transfer',
  'near-max': 'alerts.kind.nearMax',
} as const satisfies Record<RuleKind, MessageKey>

/** The message naming each colour. */
export const COLOUR_NAMES = {
  red: 'alerts.colour.red',
  orange: 'alerts.colour.orange',
  amber: 'alerts.colour.amber',
  green: 'alerts.colour.green',
  teal: 'alerts.colour.teal',
  blue: 'alerts.colour.blue',
  purple: 'alerts.colour.purple',
  grey: 'alerts.colour.grey',
} as const satisfies Record<RuleColour, MessageKey>

export function newRuleId(): string {
  return `rule-${crypto.randomUUID().slice(0, 8)}`
}

export function blankDraft(): RuleDraft {
  return {
    id: newRuleId(),
    label: '',
    enabled: true,
    kind: 'heard',
    phrase: '',
    seconds: '0',
    redSeconds: '0',
    percent: '90',
    colour: RULE_COLOURS[5],
    sound: false,
    notify: true,
    tile: false,
    agents: '',
  }
}

export function draftOf(rule: AlertRule): RuleDraft {
  const when = rule.when
  return {
    ...blankDraft(),
    id: rule.id,
    label: rule.label,
    enabled: rule.enabled,
    kind: when.kind,
    phrase: when.kind === 'heard' ? when.phrase : '',
    seconds: when.kind === 'negative' || when.kind === 'transfer' ? String(when.seconds) : '0',
    redSeconds: when.kind === 'transfer' ? String(when.redSeconds) : '0',
    percent: when.kind === 'near-max' ? String(when.percent) : '90',
    colour: rule.colour,
    sound: rule.sound,
    notify: rule.notify,
    tile: rule.tile,
    agents: rule.agents.join('\n'),
  }
}

const number = (text: string) => (text.trim() === '' ? 0 : Number(text))

function conditionOf(draft: RuleDraft): RuleCondition {
  switch (draft.kind) {
    case 'heard':
      return { kind: 'heard', phrase: draft.phrase.trim() }
    case 'negative':
      return { kind: 'negative', seconds: number(draft.seconds) }
    case 'transfer':
      return { kind: 'transfer', seconds: number(draft.seconds), redSeconds: number(draft.redSeconds) }
    case 'near-max':
      return { kind: 'near-max', percent: number(draft.percent) }
  }
}

/** The field each part of a rule is typed in, for an error to sit beside. */
const FIELD_OF: Record<string, keyof RuleDraft> = { label: 'label', phrase: 'phrase', seconds: 'seconds', redSeconds: 'redSeconds', percent: 'percent', agents: 'agents' }

/** The rule a draft makes, or what is wrong with it, by field, in the supervisor's words. */
export function ruleOf(draft: RuleDraft): { rule: AlertRule } | { errors: Partial<Record<keyof RuleDraft, string>> } {
  const agents = [...new Set(draft.agents.split(/[\n,]/).map((name) => name.trim()).filter((name) => name !== ''))]
  const parsed = AlertRule.safeParse({
    id: draft.id,
    label: draft.label.trim(),
    enabled: draft.enabled,
    when: conditionOf(draft),
    colour: draft.colour,
    sound: draft.sound,
    notify: draft.notify,
    tile: draft.tile,
    agents,
  })
  if (parsed.success) return { rule: parsed.data }
  const errors: Partial<Record<keyof RuleDraft, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path.at(-1) ?? issue.path[0])] ?? FIELD_OF[String(issue.path[0])] ?? 'label'
    errors[field] ??= wordsFor(field, issue.message)
  }
  return { errors }
}

function wordsFor(field: keyof RuleDraft, message: string): string {
  switch (field) {
    case 'label':
      return t('alerts.form.labelError')
    case 'phrase':
      return t('alerts.form.phraseError')
    case 'seconds':
    case 'redSeconds':
      return message.includes('red') ? t('alerts.form.redError') : t('alerts.form.secondsError')
    case 'percent':
      return t('alerts.form.percentError')
    default:
      return message
  }
}

/** A rule in one line: "Heard “cancel my account” · Sales Agent". */
export function describeRule(rule: AlertRule): string {
  const when = rule.when
  const what = {
    heard: () => t('alerts.describe.said', { phrase: when.kind === 'heard' ? when.phrase : '' }),
    negative: () =>
      when.kind === 'negative' && when.seconds > 0 ? t('alerts.describe.negativeFor', { seconds: String(when.seconds) }) : t('alerts.describe.negative'),
    transfer: () => {
      if (when.kind !== 'transfer') return ''
      const amber = when.seconds > 0 ? t('alerts.describe.transferWaiting', { seconds: String(when.seconds) }) : t('alerts.describe.transfer')
      return when.redSeconds > 0 ? t('alerts.describe.redAfter', { amber, seconds: String(when.redSeconds) }) : amber
    },
    'near-max': () => t('alerts.describe.nearMax', { percent: String(when.kind === 'near-max' ? when.percent : 0) }),
  }[when.kind]()
  const who = rule.agents.length === 0 ? t('alerts.describe.everyAgent') : rule.agents.join(', ')
  const how = [
    rule.sound ? t('alerts.describe.sound') : '',
    rule.notify ? t('alerts.describe.notification') : '',
    rule.tile ? t('alerts.describe.tile') : '',
  ].filter(Boolean)
  return `${what} · ${who}${how.length ? ` · ${how.join(', ')}` : ''}`
}
