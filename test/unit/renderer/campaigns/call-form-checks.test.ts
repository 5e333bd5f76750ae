import { describe, expect, it } from 'vitest'
import { callbackUrlProblem, pairsOf } from '../../../../src/renderer/campaigns/call-form-checks'
import { checkNumber } from '../../../../src/renderer/campaigns/number-check'

describe('the customer number as it is typed', () => {
  it('reads a national number as one of the workspace’s country and answers E.164', () => {
    expect(checkNumber('(415) 555-2671', 'US')).toEqual({ e164: '+14155552671', problem: null })
    expect(checkNumber('030 901820', 'DE')).toEqual({ e164: '+4930901820', problem: null })
    expect(checkNumber('+44 20 7946 0958', 'US')).toEqual({ e164: '+442079460958', problem: null })
  })

  it('says what is wrong: incomplete, invalid, stray letters, no country to infer', () => {
    expect(checkNumber('', 'US')).toEqual({ e164: null, problem: null })
    expect(checkNumber('415 555 26', 'US').problem).toContain('Not a complete phone number yet')
    expect(checkNumber('+1 099 555 0100', 'US').problem).toContain('is not a valid number')
    expect(checkNumber('call me', 'US').problem).toContain('Only digits')
    expect(checkNumber('415 555 2671', null).problem).toContain('Start with + and the country code')
  })
})

describe('variables, metadata and the callback URL', () => {
  it('makes the rows a map, skipping empty rows and refusing a nameless value or a name twice', () => {
    expect(pairsOf([{ key: ' plan ', value: 'gold' }, { key: '', value: '' }], 'variable')).toEqual({ pairs: { plan: 'gold' }, problem: null })
    expect(pairsOf([{ key: '', value: 'x' }], 'variable').problem).toBe('A variable value has no name.')
    expect(pairsOf([{ key: 'a', value: '1' }, { key: 'a', value: '2' }], 'metadata').problem).toBe('The metadata "a" is given twice.')
  })

  it('takes an empty or https callback URL only', () => {
    expect(callbackUrlProblem('')).toBeNull()
    expect(callbackUrlProblem('https://example.com/hooks')).toBeNull()
    expect(callbackUrlProblem('http://example.com/hooks')).toContain('https://')
    expect(callbackUrlProblem('example.com')).toContain('not a web address')
  })
})
