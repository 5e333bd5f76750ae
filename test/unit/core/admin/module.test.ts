import { describe, expect, it } from 'vitest'
import { adminModule } from '../../../../src/core/admin/handlers'
import { listActivity } from '../../../../src/core/cache'
import { clientSendingNothing, commandsOf, demoWorkspace, featurePortsForTest } from '../../../support/feature-ports'
import { DEMO } from '../../../support/simulator'

/** The admin module on its ports alone: a real cache and activity log, a client that must send nothing. */
function adminOnPorts() {
  const { client, sent } = clientSendingNothing()
  const ports = featurePortsForTest(demoWorkspace(client))
  return { ports, sent, ...commandsOf(adminModule(ports).handlers) }
}

describe('admin.* with no workspace open', () => {
  it('lists nothing, and refuses details and writes with the one "open a workspace first", not an internal failure', async () => {
    const { ports, dispatch } = adminOnPorts()
    ports.activeWorkspace.set(null)
    expect(await dispatch('admin.agents', {})).toMatchObject({ ok: true, value: { workspaceId: null, agents: [] } })
    expect(await dispatch('admin.flows', {})).toEqual({ ok: true, value: [] })
    expect(await dispatch('admin.folders', {})).toEqual({ ok: true, value: [] })
    expect(await dispatch('admin.knowledgeBases', {})).toEqual({ ok: true, value: [] })
    const refusals = await Promise.all([
      dispatch('admin.agent', { agentId: 'agt_1' }),
      dispatch('admin.phoneNumbers', { refresh: false }),
      dispatch('admin.workspace', {}),
      dispatch('admin.renameWorkspace', { name: 'Renamed' }),
    ])
    for (const refused of refusals) {
      expect(refused).toEqual({ ok: false, error: { code: 'no_workspace', message: 'Open a workspace first.', words: { key: 'errors.workspaces.noWorkspace' } } })
    }
  })
})

describe('admin.* offline', () => {
  it('refuses a write before anything is sent, and the activity log records nothing that was not sent', async () => {
    const { ports, sent, refusal } = adminOnPorts()
    ports.setConnection({ state: 'offline' })
    expect(await refusal('admin.renameWorkspace', { name: 'Renamed' })).toMatchObject({ code: 'offline_action' })
    expect(sent).toEqual([])
    expect(listActivity(ports.cache(), DEMO.workspaceId, {}, {}).data).toEqual([])
  })
})
