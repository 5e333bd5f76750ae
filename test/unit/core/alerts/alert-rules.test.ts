import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AlertRulesStore } from '../../../../src/core/alerts/alert-rules-store'
import { DEFAULT_ALERT_RULES, exportRules, importRules, wordsOf, type AlertRule } from '../../../../src/shared/bridge'

const phrase: AlertRule = {
  id: 'cancel',
  label: 'Wants to cancel',
  enabled: true,
  when: { kind: 'heard', phrase: 'cancel my account' },
  colour: 'teal',
  sound: true,
  notify: true,
  tile: true,
  agents: ['Sales Agent'],
}

let ids = 0
const newId = () => `rule-${++ids}`

describe('alert rules as JSON', () => {
  it('an export imports back as the same rules', () => {
    const rules = [...DEFAULT_ALERT_RULES, phrase]
    expect(importRules(exportRules(rules), newId)).toEqual({ rules, refused: [] })
  })

  it('keeps the valid rules of a file and says which it refused and why', () => {
    const file = JSON.stringify({
      version: 1,
      rules: [
        phrase,
        { ...phrase, id: 'loud', label: 'Loud', colour: 'fuchsia' },
        { ...phrase, id: 'late', label: 'Late', when: { kind: 'transfer', seconds: 60, redSeconds: 30 } },
        'not a rule',
        { ...phrase, label: 'Same id' },
      ],
    })
    const { rules, refused } = importRules(file, newId)
    expect(rules.map((rule) => [rule.id, rule.label])).toEqual([
      ['cancel', 'Wants to cancel'],
      [expect.stringMatching(/^rule-/), 'Same id'],
    ])
    expect(refused).toEqual([
      { index: 2, label: 'Loud', reason: expect.stringMatching(/^colour: /) },
      { index: 3, label: 'Late', reason: 'when.redSeconds: turns red later than it turns amber' },
      { index: 4, label: null, reason: expect.stringMatching(/^rule: /) },
    ])
  })

  it('refuses a file that is not an export, whole', () => {
    expect(importRules('{"rules": []}', newId).refused).toEqual([{ index: 0, label: null, reason: 'The file is not an export of alert rules (version 1).' }])
    expect(importRules('not json', newId).refused).toEqual([{ index: 0, label: null, reason: 'The file is not JSON.' }])
  })

  it('reads phrases as whole words: punctuation and case do not matter', () => {
    expect(wordsOf('Cancel, my ACCOUNT!')).toBe(' cancel my account ')
    expect(wordsOf("I don't know").includes(wordsOf("don't"))).toBe(true)
    expect(wordsOf('cancellation').includes(wordsOf('cancel'))).toBe(false)
  })
})

describe('AlertRulesStore', () => {
  it('keeps each workspace’s rules in the data directory; a workspace without any has the defaults', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rules-')), 'alert-rules.json')
    const heard: string[] = []
    const store = new AlertRulesStore(path)
    store.subscribe((workspaceId) => heard.push(workspaceId))
    expect(store.rules('ws_a')).toBe(DEFAULT_ALERT_RULES)
    store.save('ws_a', [phrase])
    expect(heard).toEqual(['ws_a'])
    expect(new AlertRulesStore(path).rules('ws_a')).toEqual([phrase])
    expect(new AlertRulesStore(path).rules('ws_b')).toBe(DEFAULT_ALERT_RULES)
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({ version: 1, workspaces: { ws_a: [phrase] } })
  })

  it('a damaged file reads as the defaults rather than stopping the console', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'rules-')), 'alert-rules.json')
    writeFileSync(path, '{"version": 1, "workspaces": {"ws_a": [{"id": 1}]}}')
    expect(new AlertRulesStore(path).rules('ws_a')).toBe(DEFAULT_ALERT_RULES)
  })
})
