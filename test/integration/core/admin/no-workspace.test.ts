import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dispatch, SwitchboardConsole } from '../../../../src/core/console'
import { realKeychain } from '../../../support/keychain'
import { tempDirPerTest } from '../../../support/temp-dir'

const dataDir = tempDirPerTest('admin-no-workspace-')
let console_: SwitchboardConsole

beforeEach(async () => {
  console_ = new SwitchboardConsole({ host: 'web', dataDir: dataDir(), version: '0.0.0', platform: 'linux', secrets: await realKeychain() })
  await console_.start()
})

afterEach(() => console_.stop())

describe('admin.* with no workspace open', () => {
  it('lists nothing, and refuses details and writes with the one "open a workspace first", not an internal failure', async () => {
    expect(await dispatch(console_.handlers, 'admin.agents', {})).toMatchObject({ ok: true, value: { workspaceId: null, agents: [] } })
    expect(await dispatch(console_.handlers, 'admin.flows', {})).toEqual({ ok: true, value: [] })
    expect(await dispatch(console_.handlers, 'admin.folders', {})).toEqual({ ok: true, value: [] })
    expect(await dispatch(console_.handlers, 'admin.knowledgeBases', {})).toEqual({ ok: true, value: [] })
    const refusals = await Promise.all([
      dispatch(console_.handlers, 'admin.agent', { agentId: 'agt_1' }),
      dispatch(console_.handlers, 'admin.phoneNumbers', { refresh: false }),
      dispatch(console_.handlers, 'admin.workspace', {}),
      dispatch(console_.handlers, 'admin.renameWorkspace', { name: 'Renamed' }),
    ])
    for (const refused of refusals) {
      expect(refused).toEqual({ ok: false, error: { code: 'no_workspace', message: 'Open a workspace first.' } })
    }
  })
})
