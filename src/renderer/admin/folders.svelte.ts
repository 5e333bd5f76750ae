import type { FlowType } from '../../shared/api'
import type { FolderDetail } from '../../shared/bridge'
import { bridge } from '../lib/bridge'
import { noteText, t } from '../i18n/translation.svelte'
import { OpenedById } from './remembered.svelte'
import { Writes } from './write.svelte'

/** Admin's flow folders: opened by id (the service has no list of them), remembered, flows added and removed. */
export class FoldersAdmin {
  readonly opened = new OpenedById<FolderDetail>({
    list: () => bridge.invoke('admin.folders', {}),
    open: (folderId) => bridge.invoke('admin.openFolder', { folderId }),
    forget: (folderId) => bridge.invoke('admin.forgetFolder', { folderId }),
  })
  readonly writes = new Writes()

  async add(folderId: string, flowId: string, flowType: FlowType, flowName: string): Promise<void> {
    const result = await this.writes.run(
      t('admin.folders.adding', { flow: flowName }),
      () => bridge.invoke('admin.addFlowToFolder', { folderId, flowId, flowType }),
      (d) => ({ kind: 'done', text: noteText(d) ?? t('admin.folders.added', { flow: flowName, folder: d.folder.name }), undo: () => void this.remove(folderId, flowId, flowName, false) }),
    )
    if (result.ok) this.opened.show(result.value)
  }

  async remove(folderId: string, flowId: string, flowName: string, undoable = true): Promise<void> {
    const result = await this.writes.run(
      t('admin.folders.removing', { flow: flowName }),
      () => bridge.invoke('admin.removeFlowFromFolder', { folderId, flowId }),
      (d) => {
        const text = noteText(d) ?? t('admin.folders.removed', { flow: flowName, folder: d.folder.name })
        const flowType = d.folder.flowType
        return undoable ? { kind: 'done', text, undo: () => void this.add(folderId, flowId, flowType, flowName) } : { kind: 'done', text }
      },
    )
    if (result.ok) this.opened.show(result.value)
  }

  reset(): void {
    this.opened.reset()
    this.writes.reset()
  }
}
