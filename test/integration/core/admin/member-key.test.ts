import { describe, expect, it } from 'vitest'
import type { Workspace } from '../../../../src/shared/api'
import { DEMO } from '../../../support/simulator'
import { service, useAdminConsole } from './admin-console'

const bed = useAdminConsole({ apiKey: DEMO.member })

describe('a team member’s key', () => {
  it('reads the workspace but may not rename it: 403 in the supervisor’s words, nothing changed', async () => {
    expect((await bed.app.invoke('admin.workspace', {})).workspace.name).toBe('Demo Workspace')
    const refused = await bed.app.refusal('admin.renameWorkspace', { name: 'Taken over' })
    expect(refused).toMatchObject({ status: 403, code: 'FORBIDDEN', details: 'Only the owner of the workspace may update it' })
    expect(refused.message).toMatch(/not allowed/)
    expect((await service<Workspace>(bed.sim, '/v1/api/workspaces/ws_demo', { 'x-api-key': DEMO.owner })).body.name).toBe('Demo Workspace')
  })
})
