import { describe, expect, it } from 'vitest'
import { AGENT_FIELDS } from '../../../../src/renderer/admin/agents/agent-form'
import { FLOW_FIELDS } from '../../../../src/renderer/admin/flows/flow-form'
import { fieldOfPath, refusalOnForm } from '../../../../src/renderer/admin/form-errors'

describe('a refused write on its form', () => {
  it('puts each field the service names (docs/api-choices.md: `path: message; ...`) beside that field', () => {
    const onForm = refusalOnForm(
      { code: 'VALIDATION_ERROR', status: 400, message: 'The service refused the request as invalid.', details: 'flowId: flow flw_x is a message flow; voice.voiceId: required' },
      AGENT_FIELDS,
    )
    expect(onForm).toEqual({ fields: { flowId: 'Flow flw_x is a message flow', voiceId: 'Required' }, general: null })
  })

  it('finds the field a differently worded service message names, and keeps the rest general', () => {
    expect(refusalOnForm({ code: 'bad_request', status: 400, message: 'Invalid model', details: 'Unknown model "gpt-9"' }, AGENT_FIELDS)).toEqual({
      fields: { model: 'Unknown model "gpt-9"' },
      general: null,
    })
    expect(refusalOnForm({ code: 'bad_request', status: 400, message: 'Bad request', details: 'Something else' }, AGENT_FIELDS)).toEqual({
      fields: {},
      general: 'Bad request',
    })
  })

  it('never maps a refusal that is not about the input (403, 404, offline) to a field', () => {
    const forbidden = { code: 'FORBIDDEN', status: 403, message: 'This API key is not allowed to do that.', details: 'name: not yours' }
    expect(refusalOnForm(forbidden, AGENT_FIELDS)).toEqual({ fields: {}, general: forbidden.message })
    expect(refusalOnForm({ code: 'offline_action', message: 'You are offline.' }, AGENT_FIELDS).general).toBe('You are offline.')
  })

  it('maps the Bridge’s own argument check, without the argument’s name', () => {
    const onForm = refusalOnForm(
      { code: 'invalid_argument', message: 'Invalid arguments', issues: [{ path: 'flow.nodes.1.id', message: 'required' }, { path: 'flow.name', message: 'required' }] },
      FLOW_FIELDS,
      'flow.',
    )
    expect(onForm.fields).toEqual({ routing: 'nodes.1.id: required', name: 'Required' })
  })

  it('takes the longest path prefix a field owns', () => {
    expect(fieldOfPath('voice.provider', AGENT_FIELDS)).toBe('provider')
    expect(fieldOfPath('voice', AGENT_FIELDS)).toBe('voiceId')
    expect(fieldOfPath('edges.0.target', FLOW_FIELDS)).toBe('routing')
    expect(fieldOfPath('colour', AGENT_FIELDS)).toBeNull()
  })
})
