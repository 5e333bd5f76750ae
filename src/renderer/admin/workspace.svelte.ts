import type { Result, WorkspaceDetail } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { t } from '../i18n/translation.svelte'
import { Latest } from '../lib/latest.svelte'
import { Writes } from './write.svelte'

/** The workspace's details and the permissions list; renaming. */
export class WorkspaceAdmin {
  readonly detail = new Latest<WorkspaceDetail>()
  readonly writes = new Writes()

  load(): Promise<boolean> {
    return this.detail.load(() => bridge.invoke('admin.workspace', {}))
  }

  async rename(name: string): Promise<Result<WorkspaceDetail>> {
    const result = await this.writes.run(
      t('admin.workspace.renaming', { name }),
      () => bridge.invoke('admin.renameWorkspace', { name }),
      (d) => t('admin.workspace.renamed', { name: d.workspace.name }),
    )
    if (result.ok) this.detail.set(result.value)
    return result
  }

  reset(): void {
    this.detail.reset()
    this.writes.reset()
  }
}
