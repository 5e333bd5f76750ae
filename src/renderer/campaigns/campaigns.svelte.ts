import type { CampaignBatch, DialContext } from '../../shared/bridge'
import { newCallRequest } from './new-call-request.svelte'
import { connection } from '../app/connection.svelte'
import { router } from '../app/router.svelte'
import { bridge } from '../lib/bridge'
import { Latest } from '../lib/latest.svelte'
import { stopsTogether } from '../lib/listeners'
import { saveExport } from '../lib/save-file'
import { BatchImport } from './batch-import.svelte'
import { BatchMonitor } from './batch-monitor.svelte'
import { NewCallForm } from './new-call.svelte'
import { errorText } from '../i18n/translation.svelte'

/**
 * Campaigns: the New call dialog (shown from anywhere), the import of a CSV
 * file into a batch, and the batches this console remembers, followed as the
 * core's watcher reads their progress.
 */
class CampaignsState {
  readonly newCall = new NewCallForm((roomName) => {
    newCallRequest.close()
    router.open('calls', { room: roomName })
  })
  readonly batchImport = new BatchImport()
  readonly monitor = new BatchMonitor()
  /** The agents a batch may be started with. */
  readonly agents = new Latest<DialContext>()
  batchAgentId = $state('')
  #templateError = $state<string | null>(null)
  #shown = false

  /** Hears the watcher for the window's life; returns the function that stops. */
  start(): () => void {
    return stopsTogether([
      bridge.on('campaigns.progress', (batch) => this.monitor.accept(batch)),
      newCallRequest.onOpen((prefill) => this.newCall.prepare(prefill)),
    ])
  }

  /**
   * The view is shown: running batches are read faster, the lists read (and
   * again when dispositions synced: each batch counts its own), `?batch=`
   * followed; returns the function that stops.
   */
  enter(): () => void {
    this.#shown = true
    void bridge.invoke('campaigns.watch', { watching: true })
    void this.monitor.load()
    void this.#loadAgents()
    const stops = [
      router.follow('campaigns', 'batch', (batchId) => void this.monitor.openBatch(batchId)),
      connection.onSynced((resource) => {
        if (resource === 'dispositions') void this.monitor.load()
      }),
      () => {
        this.#shown = false
        void bridge.invoke('campaigns.watch', { watching: false })
      },
    ]
    return stopsTogether(stops)
  }

  /** Starts the imported file as a batch (after the view's confirmation) and opens it. */
  async startBatch(): Promise<CampaignBatch | null> {
    const batch = await this.batchImport.start(this.batchAgentId)
    if (!batch) return null
    this.batchImport.clear()
    this.monitor.accept(batch)
    await this.monitor.openBatch(batch.batchId)
    return batch
  }

  get templateError(): string | null {
    return this.#templateError
  }

  /** The service's CSV template, offered as a file to save. */
  async downloadTemplate(): Promise<void> {
    const result = await bridge.invoke('campaigns.template', {})
    this.#templateError = result.ok ? null : errorText(result.error)
    if (result.ok) saveExport({ filename: 'batch-calls-template.csv', mimeType: 'text/csv', content: result.value })
  }

  /** The batch's dispositions: Callbacks filtered by its id. */
  openDispositions(batchId: string): void {
    router.open('callbacks', { batchId })
  }

  /** Another workspace: its batches and agents; the file being imported goes. */
  reset(): void {
    this.batchImport.clear()
    this.monitor.reset()
    this.agents.reset()
    this.batchAgentId = ''
    newCallRequest.close()
    this.newCall.stop()
    if (!this.#shown) return
    void this.monitor.load()
    void this.#loadAgents()
  }

  async #loadAgents(): Promise<void> {
    await this.agents.load(() => bridge.invoke('campaigns.dialContext', {}))
    if (!this.batchAgentId) this.batchAgentId = this.agents.value?.agents.find((a) => !a.notReady)?.id ?? ''
  }
}

export const campaigns = new CampaignsState()
