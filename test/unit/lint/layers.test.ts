import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

// ESLint loads its plugins on the first lint: slow on a busy machine.
describe('the layer rule of ARCHITECTURE.md', { timeout: 30_000 }, () => {
  it('fails a renderer file that imports node:fs', async () => {
    const errors = await layerErrors('src/renderer/calls/leak.ts', "import { readFileSync } from 'node:fs'\nexport const x = readFileSync\n")
    expect(errors).toEqual([expect.stringContaining('Node built-ins')])
  })

  it('fails a core file that imports electron', async () => {
    const errors = await layerErrors('src/core/sync/leak.ts', "import { app } from 'electron'\nexport const x = app\n")
    expect(errors).toEqual([expect.stringContaining('electron')])
  })

  it('fails a renderer file that reaches into core, and a simulator file that reaches into core', async () => {
    expect(await layerErrors('src/renderer/calls/leak.ts', "export { dispatch } from '../../core/console'\n")).toHaveLength(1)
    expect(await layerErrors('src/simulator/leak.ts', "export { dispatch } from '../core/console'\n")).toHaveLength(1)
  })

  it("fails a simulator file that takes the client's API schemas or permission table, and passes what SIMULATOR_SHARES names", async () => {
    expect(await layerErrors('src/simulator/routes/leak.ts', "export { Agent } from '../../shared/api/agents'\n")).toEqual([expect.stringContaining('SIMULATOR_SHARES')])
    expect(await layerErrors('src/simulator/leak.ts', "export { GATED_ACTIONS } from '../shared/permissions'\n")).toHaveLength(1)
    expect(await layerErrors('src/simulator/leak.ts', "export type { Agent } from '../../src/shared/api'\n")).toHaveLength(1)
    expect(await layerErrors('src/simulator/routes/fine.ts', "export { isTimeZoneName } from '../../shared/time/zoned-time'\nexport { parseCsv } from '../../shared/csv'\n")).toEqual([])
  })

  it('fails shared code that imports Node or native modules', async () => {
    expect(await layerErrors('src/shared/leak.ts', "export { join } from 'node:path'\n")).toHaveLength(1)
    expect(await layerErrors('src/shared/leak.ts', "export { default } from 'better-sqlite3'\n")).toHaveLength(1)
  })

  it('fails a core feature that imports a sibling feature, however the path is written', async () => {
    expect(await layerErrors('src/core/callbacks/leak.ts', "export { endCall } from '../calls/end-call'\n")).toEqual([
      expect.stringContaining('never a sibling feature'),
    ])
    expect(await layerErrors('src/core/history/leak.ts', "export type { VoiceLab } from '../../core/voices'\n")).toHaveLength(1)
  })

  it('fails a core feature that imports the composition beyond its context, and infrastructure that imports it at all', async () => {
    expect(await layerErrors('src/core/calls/leak.ts', "export type { SwitchboardConsole } from '../console/console'\n")).toEqual([
      expect.stringContaining('only console/context.ts'),
    ])
    const leaks = [
      ['src/core/admin/leak.ts', "export type { ActiveWorkspaceHolder } from '../console/active-workspace'\n"],
      ['src/core/history/leak.ts', "export { dispatch } from '../../core/console/dispatch'\n"],
      ['src/core/sync/leak.ts', "export type { FeatureModule } from '../console/context'\n"],
      ['src/core/cache/leak.ts', "export { dispatch } from '../console'\n"],
    ] as const
    for (const [file, code] of leaks) expect(await layerErrors(file, code), file).toHaveLength(1)
  })

  it('fails core infrastructure that imports a feature', async () => {
    expect(await layerErrors('src/core/sync/leak.ts', "export { createCallsPoller } from '../calls/live-calls'\n")).toEqual([
      expect.stringContaining('Infrastructure knows no feature'),
    ])
    expect(await layerErrors('src/core/api/endpoints/leak.ts', "export { dispositionRow } from '../../history/rows'\n")).toHaveLength(1)
  })

  it('fails a renderer feature that imports a sibling feature, however deep the file', async () => {
    expect(await layerErrors('src/renderer/callbacks/leak.ts', "export { calls } from '../calls/calls.svelte'\n")).toEqual([
      expect.stringContaining('never a sibling feature'),
    ])
    expect(await layerErrors('src/renderer/calls/listen/leak.ts', "export { describeChanges } from '../../callbacks/format'\n")).toHaveLength(1)
    expect(await layerErrors('src/renderer/alerts/Leak.svelte', "<script lang=\"ts\">\n  import { calls } from '../calls/calls.svelte'\n  void calls\n</script>\n")).toHaveLength(1)
  })

  it('fails renderer lib/ that imports a feature or app/, and a component that calls the Bridge itself', async () => {
    expect(await layerErrors('src/renderer/lib/leak.ts', "export { router } from '../app/router.svelte'\n")).toEqual([
      expect.stringContaining('imports no feature and not app/'),
    ])
    expect(await layerErrors('src/renderer/lib/leak.ts', "export { historyState } from '../history/history.svelte'\n")).toHaveLength(1)
    expect(await layerErrors('src/renderer/history/Leak.svelte', "<script lang=\"ts\">\n  import { bridge } from '../lib/bridge'\n  void bridge\n</script>\n")).toEqual([
      expect.stringContaining("through its feature's state"),
    ])
  })

  it('allows a renderer feature its own files, app/, lib/ and shared, and app/ every feature', async () => {
    const feature = "export { router } from '../app/router.svelte'\nexport { Latest } from '../lib/latest.svelte'\nexport { bridge } from '../lib/bridge'\nexport { VIEWS } from '../../shared/bridge'\nexport { CallWall } from './wall/call-wall.svelte'\n"
    expect(await layerErrors('src/renderer/calls/ok.svelte.ts', feature)).toEqual([])
    expect(await layerErrors('src/renderer/calls/listen/ok.ts', "export { calls } from '../calls.svelte'\nexport { formatDuration } from '../../lib/format'\n")).toEqual([])
    expect(await layerErrors('src/renderer/app/ok.ts', "export { calls } from '../calls/calls.svelte'\nexport { voices } from '../voices/voices.svelte'\n")).toEqual([])
  })

  it('allows a renderer feature only the modules of a sibling that RENDERER_NEEDS names, and only to the features it names', async () => {
    expect(await layerErrors('src/renderer/calls/wall/ok.ts', "export { alertSettings } from '../../alerts/alert-settings.svelte'\nexport { playTransferChime } from '../../alerts/chime'\n")).toEqual([])
    expect(await layerErrors('src/renderer/history/Ok.svelte', "<script lang=\"ts\">\n  import AddToDoNotCall from '../compliance/AddToDoNotCall.svelte'\n  void AddToDoNotCall\n</script>\n")).toEqual([])
    expect(await layerErrors('src/renderer/admin/agents/ok.ts', "export { newCallRequest } from '../../campaigns/new-call-request.svelte'\n")).toEqual([])
    expect(await layerErrors('src/renderer/campaigns/ok.ts', "export { workspaces } from '../workspaces/workspaces.svelte'\n")).toEqual([])
    // Another module of the same sibling, a longer path that starts the same, and a feature the need does not name.
    expect(await layerErrors('src/renderer/calls/leak.ts', "export { AlertsSection } from '../alerts/AlertsSection.svelte'\n")).toEqual([
      expect.stringContaining('never a sibling feature'),
    ])
    expect(await layerErrors('src/renderer/calls/leak.ts', "export { x } from '../alerts/chime/x'\n")).toHaveLength(1)
    expect(await layerErrors('src/renderer/callbacks/leak.ts', "export { compliance } from '../compliance/compliance.svelte'\n")).toHaveLength(1)
    expect(await layerErrors('src/renderer/voices/leak.ts', "export { newCallRequest } from '../campaigns/new-call-request.svelte'\n")).toHaveLength(1)
    expect(await layerErrors('src/renderer/history/leak.ts', "export { alertSettings } from '../alerts/alert-settings.svelte'\n")).toHaveLength(1)
  })

  it('allows the imports the layers permit', async () => {
    expect(await layerErrors('src/renderer/calls/ok.ts', "export { commands } from '../../shared/bridge'\n")).toEqual([])
    expect(await layerErrors('src/web/ok.ts', "export { dispatch } from '../core/console'\n")).toEqual([])
    expect(await layerErrors('src/main/ok.ts', "export { app } from 'electron'\n")).toEqual([])
    expect(await layerErrors('src/core/calls/ok.ts', "export { markEnded } from '../cache'\nexport { requireOnline } from '../sync'\nexport type { FeatureModule } from '../console/context'\nexport { endCall } from './end-call'\n")).toEqual([])
    expect(await layerErrors('src/core/console/ok.ts', "export { callsModule } from '../calls/handlers'\nexport { EventHub } from './event-hub'\n")).toEqual([])
  })
})
