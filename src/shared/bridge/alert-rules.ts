import { z } from 'zod'

/**
 * The supervisor's alert rules (Settings → Alerts), one list per workspace:
 * what makes a call need attention, and how the console says so. Core
 * evaluates them once per poll (`src/core/calls/alert-watch.ts`); the wall
 * shows what matched. docs/alerts.md.
 */

/** The colours a rule's pin may take: each has a light and a dark shade that pass WCAG AA on the card. */
export const RULE_COLOURS = ['red', 'orange', 'amber', 'green', 'teal', 'blue', 'purple', 'grey'] as const
export type RuleColour = (typeof RULE_COLOURS)[number]

/** Past this many rules the wall's order key loses precision, and no supervisor reads 50 pins anyway. */
export const MAX_ALERT_RULES = 50
/** The service's typical maximum call duration (the reference: "typically 1 hour"), used when a call's number is unknown. */
export const DEFAULT_MAX_CALL_DURATION_S = 3600

const Seconds = z.number().int().min(0).max(24 * 3600)

export const RuleCondition = z.discriminatedUnion('kind', [
  /** A word or phrase said on the call: whole words, any case. */
  z.object({ kind: z.literal('heard'), phrase: z.string().trim().min(1).max(100).regex(/[\p{L}\p{N}]/u, 'needs a letter or digit') }).strict(),
  /** The sentiment has been negative at least this long. */
  z.object({ kind: z.literal('negative'), seconds: Seconds }).strict(),
  /** A transfer request waits more than `seconds` (amber), then more than `redSeconds` (red, notified again); 0 for no escalation. */
  z
    .object({ kind: z.literal('transfer'), seconds: Seconds, redSeconds: Seconds })
    .strict()
    .refine((c) => c.redSeconds === 0 || c.redSeconds > c.seconds, { message: 'turns red later than it turns amber', path: ['redSeconds'] }),
  /** The call is past this share of its number's `maxCallDuration`. */
  z.object({ kind: z.literal('near-max'), percent: z.number().int().min(1).max(100) }).strict(),
])
export type RuleCondition = z.infer<typeof RuleCondition>
export type RuleKind = RuleCondition['kind']

export const AlertRule = z
  .object({
    id: z.string().min(1).max(64),
    /** The pin's words on the card and the notification's title. */
    label: z.string().trim().min(1).max(40),
    enabled: z.boolean(),
    when: RuleCondition,
    colour: z.enum(RULE_COLOURS),
    sound: z.boolean(),
    notify: z.boolean(),
    /** A wallboard tile counting the calls it pins. */
    tile: z.boolean(),
    /** Agents (`aiAgentName`) it watches; empty for every agent. */
    agents: z.array(z.string().min(1).max(200)).max(200),
  })
  .strict()
export type AlertRule = z.infer<typeof AlertRule>

export const AlertRuleList = z
  .array(AlertRule)
  .max(MAX_ALERT_RULES)
  .refine((rules) => new Set(rules.map((rule) => rule.id)).size === rules.length, { message: 'two rules share an id' })

/** Today's three pins, as rules the supervisor can edit or switch off. */
export const DEFAULT_ALERT_RULES: readonly AlertRule[] = [
  {
    id: 'transfer',
    label: 'Transfer requested',
    enabled: true,
    when: { kind: 'transfer', seconds: 0, redSeconds: 120 },
    colour: 'red',
    sound: true,
    notify: true,
    tile: false,
    agents: [],
  },
  {
    id: 'negative',
    label: 'Negative sentiment',
    enabled: true,
    when: { kind: 'negative', seconds: 0 },
    colour: 'orange',
    sound: false,
    notify: false,
    tile: false,
    agents: [],
  },
  {
    id: 'near-max',
    label: 'Near maximum duration',
    enabled: true,
    when: { kind: 'near-max', percent: 90 },
    colour: 'purple',
    sound: false,
    notify: false,
    tile: false,
    agents: [],
  },
]

/** One rule a call matches: when it starts to (perhaps after the poll: the wall pins it then), and why, in words. */
export interface RuleMatch {
  ruleId: string
  /** ISO 8601 UTC. */
  from: string
  /** A transfer rule's escalation: when the match turns red (ISO 8601 UTC). */
  red?: string
  /** A share of the maximum: the duration (s) from which it matches, so the wall pins it when the duration it shows gets there. */
  atDuration?: number
  /** A share of the maximum: the call's maximum (s) it is measured against; absent when unknown (an hour is assumed). */
  maxDuration?: number
  /** "heard: cancel my account", in English (the renderer words it from the rule). */
  why: string
}

/** An imported rule left out, and why. */
export interface RefusedRule {
  /** Its place in the file, from 1. */
  index: number
  label: string | null
  reason: string
}

export interface ImportedRules {
  rules: AlertRule[]
  refused: RefusedRule[]
}

/** The export's shape: a version, so a later format can still read this one. */
export const RULES_FILE_VERSION = 1

export function exportRules(rules: readonly AlertRule[]): string {
  return `${JSON.stringify({ version: RULES_FILE_VERSION, rules }, null, 2)}\n`
}

/**
 * Reads an exported file item by item: valid rules are kept, the others
 * refused with the reason; a rule whose id is already kept gets a new one.
 * A file that is not an export at all answers one refusal.
 */
export function importRules(text: string, newId: () => string): ImportedRules {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { rules: [], refused: [{ index: 0, label: null, reason: 'The file is not JSON.' }] }
  }
  const file = z.object({ version: z.literal(RULES_FILE_VERSION), rules: z.array(z.unknown()) }).safeParse(json)
  if (!file.success) return { rules: [], refused: [{ index: 0, label: null, reason: 'The file is not an export of alert rules (version 1).' }] }
  const rules: AlertRule[] = []
  const refused: RefusedRule[] = []
  const ids = new Set<string>()
  file.data.rules.forEach((item, i) => {
    const label = labelOf(item)
    const parsed = AlertRule.safeParse(item)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      refused.push({ index: i + 1, label, reason: issue ? `${issue.path.join('.') || 'rule'}: ${issue.message}` : 'not a rule' })
    } else if (rules.length >= MAX_ALERT_RULES) {
      refused.push({ index: i + 1, label, reason: `more than ${MAX_ALERT_RULES} rules` })
    } else {
      const rule = ids.has(parsed.data.id) ? { ...parsed.data, id: newId() } : parsed.data
      ids.add(rule.id)
      rules.push(rule)
    }
  })
  return { rules, refused }
}

function labelOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null || !('label' in item)) return null
  return typeof item.label === 'string' ? item.label.slice(0, 40) : null
}

/**
 * Text as lower-case words, each between single spaces (" cancel my account "),
 * so a phrase matches whole words with one `includes`: letters, digits and
 * apostrophes make words, anything else separates them.
 */
export function wordsOf(text: string): string {
  return spaced(tokensOf(text))
}

/** The words of `text`, lower-case, in order. */
export function tokensOf(text: string): readonly string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []
}

function spaced(tokens: readonly string[]): string {
  return tokens.length === 0 ? ' ' : ` ${tokens.join(' ')} `
}
