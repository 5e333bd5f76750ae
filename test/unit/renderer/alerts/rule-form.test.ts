import { describe, expect, it } from 'vitest'
import { DEFAULT_ALERT_RULES } from '../../../../src/shared/bridge'
import { blankDraft, describeRule, draftOf, ruleOf } from '../../../../src/renderer/alerts/rule-form'

describe('the rule form', () => {
  it('a rule edited and saved unchanged is the same rule', () => {
    for (const rule of DEFAULT_ALERT_RULES) expect(ruleOf(draftOf(rule))).toEqual({ rule })
  })

  it('says what is wrong beside each field, in the supervisor’s words', () => {
    expect(ruleOf({ ...blankDraft(), label: ' ', phrase: '' })).toEqual({
      errors: { label: 'Give the rule a name of 1 to 40 characters.', phrase: 'Enter a word or phrase (up to 100 characters).' },
    })
    expect(ruleOf({ ...blankDraft(), label: 'Late', kind: 'transfer', seconds: '60', redSeconds: '30' })).toEqual({
      errors: { redSeconds: 'Red must come after amber (or be 0 for never).' },
    })
    expect(ruleOf({ ...blankDraft(), label: 'Long', kind: 'near-max', percent: '150' })).toEqual({ errors: { percent: 'Enter a whole percentage from 1 to 100.' } })
  })

  it('reads agents one per line or by commas, each once; none is every agent', () => {
    const made = ruleOf({ ...blankDraft(), label: 'Cancel', phrase: 'cancel', agents: 'Sales Agent, Billing Agent\nSales Agent\n' })
    expect('rule' in made && made.rule.agents).toEqual(['Sales Agent', 'Billing Agent'])
    expect(describeRule(DEFAULT_ALERT_RULES[0]!)).toBe('Transfer requested, red after 120 s · every agent · sound, notification')
  })
})
