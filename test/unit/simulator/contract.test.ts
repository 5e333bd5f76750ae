import { describe, expect, it } from 'vitest'
import type { Route } from '../../../src/simulator/context'
import { endpointsOf } from '../../../src/simulator/contract/bind'
import { check, describe as describeIssues, errorIssues } from '../../../src/simulator/contract/check'
import { CONTRACT, endpointOf } from '../../../src/simulator/contract/contract'
import { routes } from '../../../src/simulator/routes'

const requestOf = (method: string, path: string) => {
  const shape = endpointOf(method, path)?.request
  if (shape === undefined) throw new Error(`${method} ${path} takes no body`)
  return shape
}

describe("the simulator's checks against the contract", () => {
  it('ignores unknown fields in a request, refuses them in an answer, and names each problem by its path', () => {
    const create = requestOf('POST', '/api/v1/agents')
    expect(check(create, { name: 'A', model: 'm', voice: { provider: 'p', voiceId: 'v' }, colour: 'red' }, 'request')).toEqual([])
    expect(describeIssues(check(create, { model: ' ', voice: { provider: 1 } }, 'request'))).toBe(
      'name: required; model: expected text that is not blank; voice.provider: expected text; voice.voiceId: required',
    )
    const agent = { id: 'agt_1', name: 'A', model: 'm', voice: { provider: 'p', voiceId: 'v' } }
    expect(check('#Agent', agent, 'answer')).toEqual([])
    expect(check('#Agent', { ...agent, colour: 'red' }, 'answer')).toEqual([{ path: 'colour', message: 'not in the contract', rule: 'extra' }])
  })

  it('makes every field of a PATCH optional, and reads a page, a nullable field and a map with fixed keys', () => {
    expect(check(requestOf('PATCH', '/api/v1/agents/{agentId}'), { personality: 'calm' }, 'request')).toEqual([])
    expect(check({ pageOf: '#Voice' }, { data: [{}], total: 1, page: 1, limit: 50 }, 'answer').map((i) => i.path)).toEqual([
      'data.0._id', 'data.0.name', 'data.0.description', 'data.0.language', 'data.0.workspaceId', 'totalPages',
    ])
    expect(check('#PhoneNumber', { phoneNumberId: 'pn', phoneNumber: '+14155550100', label: '', agentId: null, flowType: 'call', direction: 'inbound', status: 'x', maxCallDuration: 60 }, 'answer')).toEqual([])
    const hours = check(requestOf('PUT', '/v1/api/carrier/phone-numbers/{phoneNumberId}/config'), { officeHours: { enabled: true, schedule: { funday: [] } } }, 'request')
    expect(hours.map((i) => i.path)).toEqual(['officeHours.schedule.funday'])
  })

  it('tells a malformed phone number apart, for the answer in shape B', () => {
    expect(check(requestOf('POST', '/v1/api/call'), { to: '555', call_agent_id: 'agt' }, 'request')).toEqual([
      { path: 'to', message: 'expected an E.164 phone number (for example +14155550100)', rule: 'e164' },
    ])
  })

  it('holds an error body to its shape and its code to its status', () => {
    expect(errorIssues(404, { error: 'Not found', details: 'x', code: 'NOT_FOUND' })).toEqual([])
    expect(errorIssues(400, { error: { code: 'invalid_number', message: 'x' } })).toEqual([])
    expect(errorIssues(404, { error: 'Not found', details: 'x', code: 'RATE_LIMITED' })).toEqual([{ path: 'code', message: 'RATE_LIMITED is not an error code of status 404', rule: 'code' }])
    expect(errorIssues(500, { message: 'x' })).not.toEqual([])
  })

  it('binds every route to its endpoint, and refuses a route the contract does not have or an endpoint no route serves', () => {
    expect(endpointsOf(routes).size).toBe(CONTRACT.endpoints.length)
    const stray: Route = { method: 'GET', path: '/v1/api/nowhere', scope: 'workspace', handle: () => ({ status: 200, body: null }) }
    expect(() => endpointsOf([...routes, stray])).toThrow('The contract has no endpoint GET /v1/api/nowhere')
    expect(() => endpointsOf(routes.filter((r) => r.path !== '/v1/api/knowledgebase/:id'))).toThrow('No route serves GET /v1/api/knowledgebase/{id}')
  })
})
