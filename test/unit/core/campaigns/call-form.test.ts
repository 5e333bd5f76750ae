import { describe, expect, it } from 'vitest'
import { blockedRows, commonCountry, detailedBody, formOf } from '../../../../src/core/campaigns'
import type { OutboundBlock } from '../../../../src/shared/bridge'

const plain = { agentId: 'agt_sales', to: '+14155552671', dynamicVariables: {}, metadata: {} }

describe('which endpoint places a call', () => {
  it('is the listed form for an agent and a number alone, the detailed form for anything more', () => {
    expect(formOf(plain)).toBe('listed')
    expect(formOf({ ...plain, customerName: 'Ada' })).toBe('detailed')
    expect(formOf({ ...plain, metadata: { campaign: 'spring' } })).toBe('detailed')
    expect(formOf({ ...plain, dynamicVariables: { plan: 'gold' } })).toBe('detailed')
    expect(formOf({ ...plain, callbackUrl: 'https://example.com/hooks' })).toBe('detailed')
  })

  it('sends the customer’s name as the customerName variable, and leaves out what is empty', () => {
    const call = { ...plain, agentName: null, overridden: [], customerName: 'Ada', metadata: { campaign: 'spring' } }
    expect(detailedBody(call)).toEqual({
      to: '+14155552671',
      call_agent_id: 'agt_sales',
      dynamic_variables: { customerName: 'Ada' },
      metadata: { campaign: 'spring' },
    })
  })
})

describe('the workspace’s country', () => {
  it('is the country most of its numbers belong to; none without numbers', () => {
    expect(commonCountry([{ phoneNumber: '+14155550100' }, { phoneNumber: '+4930901820' }, { phoneNumber: '+14155550101' }])).toBe('US')
    expect(commonCountry([])).toBeNull()
  })
})

describe('rows the guard holds back', () => {
  it('numbers them as the service does and passes the CSV’s timezone as the hint; malformed numbers are the validation’s', () => {
    const asked: [string, string | undefined][] = []
    const check = (to: string, zone: string | undefined): OutboundBlock[] => {
      asked.push([to, zone])
      if (to === '+14155550002') return [{ kind: 'do-not-call', message: 'listed' }]
      if (to === 'bad') return [{ kind: 'invalid-number', message: 'bad' }]
      return []
    }
    const csv = 'phoneNumber,customerName,timezone\r\n+14155550001,A,America/Denver\r\n+14155550002,"B, jr",\r\nbad,C,\r\n,D,\r\n'
    expect(blockedRows(csv, check)).toEqual([{ row: 3, phoneNumber: '+14155550002', blocks: [{ kind: 'do-not-call', message: 'listed' }] }])
    expect(asked).toEqual([
      ['+14155550001', 'America/Denver'],
      ['+14155550002', undefined],
      ['bad', undefined],
    ])
  })
})
