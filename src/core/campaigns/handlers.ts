import type { CampaignBatch, ConnectionStatus, EmitEvent, PeriodicResource, SyncProgress } from '../../shared/bridge'
import { actorOf, type ActivityLog } from '../activity'
import { getAgent, getDisposition, renameBatch, upsertDispositions, type Cache } from '../cache'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import { CoreError, words } from '../errors/core-error'
import { claimCallback, type OutboundGuard } from '../outbound'
import { requireOnline, type SyncClock } from '../sync'
import { describeBatchFailure, describeBatchLookup } from './batch-failure'
import { BatchWatcher } from './batch-watcher'
import { rememberedBatch, rememberedBatches, remember, type BatchScope } from './batches'
import { blockedRows, type CheckNumber } from './blocked-rows'
import { dialContext } from './dial-context'
import { placeCall } from './place-call'

const CSV_NAME = 'campaign.csv'

/** What `campaigns.*` and the watcher of running batches need. */
export interface CampaignsPorts {
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  connection(): ConnectionStatus
  readonly clock: SyncClock
  readonly emit: EmitEvent
  readonly activity: Pick<ActivityLog, 'track'>
  readonly outbound: Pick<OutboundGuard, 'check' | 'assertAllowed'>
  readonly sync: { pollNow(): void; syncNow(resource: PeriodicResource): void; status(): { progress: SyncProgress | null } }
  /** The zone the console shows times in, for the claim a call to a callback writes in its notes. */
  displayZone(): string
}

/** The campaigns module, with the one watcher of its running batches (its handlers set the pace, `start` runs it). */
export interface CampaignsModule extends FeatureModule<'campaigns'> {
  readonly watcher: BatchWatcher
}

/**
 * `campaigns.*`: one outbound call, and batches of calls from a CSV file.
 * Everything that dials passes the outbound guard first and needs the
 * service; the remembered batches read from the cache. While the console
 * runs, the running batches are polled and their progress published.
 */
export function campaignsModule(ports: CampaignsPorts): CampaignsModule {
  const scopeOf = (workspaceId: string): BatchScope => ({ db: ports.cache(), workspaceId, now: () => new Date(ports.clock.now()) })
  const watcher = new BatchWatcher({
    target: () => {
      const workspace = ports.activeWorkspace.current
      if (!workspace || ports.connection().state === 'offline') return null
      return { scope: scopeOf(workspace.profile.workspaceId), client: workspace.client }
    },
    emit: (batch) => ports.emit('campaigns.progress', batch),
    finished: () => ports.sync.syncNow('dispositions'),
    firstSyncRunning: () => ports.sync.status().progress?.firstSync === true,
    clock: ports.clock,
  })
  const checker = (workspaceId: string): CheckNumber => {
    const at = new Date(ports.clock.now())
    return (to, zoneHint) => ports.outbound.check({ workspaceId, to, at, ...(zoneHint ? { zoneHint } : {}) })
  }
  const agentName = (workspaceId: string, agentId: string) => getAgent(ports.cache(), workspaceId, agentId)?.name ?? agentId

  const handlers: FeatureModule<'campaigns'>['handlers'] = {
    'campaigns.dialContext': async () => {
      const workspace = ports.activeWorkspace.require()
      return dialContext(ports.cache(), workspace.profile.workspaceId, workspace.client, ports.connection().state !== 'offline')
    },
    'campaigns.checkCall': async ({ to, zoneHint }) => {
      const workspaceId = ports.activeWorkspace.require().profile.workspaceId
      return [...checker(workspaceId)(to, zoneHint)]
    },
    'campaigns.placeCall': async ({ agentId, to, customerName, dynamicVariables, metadata, callbackUrl, override, dispositionId }) => {
      const workspace = ports.activeWorkspace.require()
      const workspaceId = workspace.profile.workspaceId
      requireOnline(ports, 'placeCall')
      const at = new Date(ports.clock.now())
      ports.outbound.assertAllowed({ workspaceId, to, at, override })
      const overridden = ports.outbound.check({ workspaceId, to, at }).map((block) => block.kind)
      // A callback's row (a batch's among them) opened this dialog: it is claimed as Call now claims it, so no other console calls it too.
      const cached = dispositionId === undefined ? null : getDisposition(ports.cache(), workspaceId, dispositionId)
      if (cached) {
        await claimCallback({
          client: workspace.client,
          clock: ports.clock,
          cached,
          who: actorOf(workspace).who,
          zone: ports.displayZone(),
          keep: (copy) => upsertDispositions(ports.cache(), workspaceId, [copy]),
        })
      }
      const name = getAgent(ports.cache(), workspaceId, agentId)?.name ?? null
      const placed = await ports.activity.track(
        actorOf(workspace),
        { kind: 'call.place', target: `call to ${customerName ? `${customerName} (${to})` : to}`, detail: `By ${name ?? agentId}.` },
        () =>
          placeCall(workspace.client, {
            agentId,
            agentName: name,
            to,
            ...(customerName ? { customerName } : {}),
            dynamicVariables,
            metadata,
            ...(callbackUrl ? { callbackUrl } : {}),
            overridden,
          }),
        (call) => ({ targetId: call.roomName ?? call.callId }),
      )
      ports.sync.pollNow()
      return placed
    },
    'campaigns.template': async () => {
      const workspace = ports.activeWorkspace.require()
      requireOnline(ports, 'downloadTemplate')
      return workspace.client.batchCalls.template({ lane: 'user' })
    },
    'campaigns.validate': async ({ csv }) => {
      const workspace = ports.activeWorkspace.require()
      requireOnline(ports, 'validateFile')
      const validation = await workspace.client.batchCalls
        .validate({ content: csv, fileName: CSV_NAME }, { lane: 'user' })
        .catch((error: unknown) => Promise.reject(describeBatchFailure(error, '')))
      return { validation, blocked: blockedRows(csv, checker(workspace.profile.workspaceId)) }
    },
    'campaigns.preview': async ({ csv }) => {
      const workspace = ports.activeWorkspace.require()
      requireOnline(ports, 'previewFile')
      return workspace.client.batchCalls
        .preview({ content: csv, fileName: CSV_NAME }, { lane: 'user' })
        .catch((error: unknown) => Promise.reject(describeBatchFailure(error, '')))
    },
    'campaigns.start': async ({ csv, agentId, fileName }) => {
      const workspace = ports.activeWorkspace.require()
      const workspaceId = workspace.profile.workspaceId
      requireOnline(ports, 'startBatch')
      const blocked = blockedRows(csv, checker(workspaceId))
      if (blocked.length > 0) {
        const rows = blocked.slice(0, 5).map((b) => `row ${b.row} (${b.phoneNumber}: ${b.blocks.map((x) => x.kind).join(', ')})`)
        throw new CoreError(
          'outbound_blocked',
          `${blocked.length} row${blocked.length === 1 ? ' is' : 's are'} held back by the do-not-call list or the calling window: ${rows.join('; ')}${blocked.length > 5 ? '; …' : ''}. Leave them out and start again.`,
        )
      }
      const batch = await ports.activity.track(
        actorOf(workspace),
        { kind: 'batch.start', target: `batch of calls${fileName ? ` from ${fileName}` : ''} by ${agentName(workspaceId, agentId)}` },
        () =>
          workspace.client.batchCalls
            .start({ csv: { content: csv, fileName: fileName ?? CSV_NAME }, agentId }, { lane: 'user' })
            .catch((error: unknown) => Promise.reject(describeBatchFailure(error, agentName(workspaceId, agentId)))),
        (started) => ({ targetId: started.batchId, detail: `${started.total} calls.` }),
      )
      const started = remember(scopeOf(workspaceId), batch, true, fileName ?? null)
      ports.emit('campaigns.progress', started)
      return started
    },
    'campaigns.batches': async () => {
      const workspace = ports.activeWorkspace.current
      return workspace ? rememberedBatches(scopeOf(workspace.profile.workspaceId)) : []
    },
    'campaigns.open': async ({ batchId }) => {
      const workspace = ports.activeWorkspace.require()
      const scope = scopeOf(workspace.profile.workspaceId)
      if (ports.connection().state === 'offline') {
        const known = rememberedBatch(scope, batchId)
        if (known) return known
        requireOnline(ports, 'openBatch')
      }
      const batch = await workspace.client.batchCalls.get(batchId, { lane: 'user' }).catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId)))
      return remember(scope, batch, false)
    },
    'campaigns.rename': async ({ batchId, name }) => {
      const scope = scopeOf(ports.activeWorkspace.require().profile.workspaceId)
      if (!renameBatch(scope.db, scope.workspaceId, batchId, name === '' ? null : name)) {
        throw new CoreError('batch_not_found', words('errors.campaigns.renameUnlisted'))
      }
      return rememberedBatch(scope, batchId)!
    },
    'campaigns.calls': async ({ batchId, page, limit, status }) => {
      const workspace = ports.activeWorkspace.require()
      requireOnline(ports, 'listBatchCalls')
      return workspace.client.batchCalls
        .calls(batchId, { page, limit, ...(status ? { status } : {}) }, { lane: 'user' })
        .catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId)))
    },
    'campaigns.call': async ({ batchId, jobId }) => {
      const workspace = ports.activeWorkspace.require()
      requireOnline(ports, 'readBatchCall')
      return workspace.client.batchCalls.call(batchId, jobId, { lane: 'user' }).catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId)))
    },
    'campaigns.cancel': async ({ batchId }) => {
      const workspace = ports.activeWorkspace.require()
      requireOnline(ports, 'cancelBatch')
      const batch = await ports.activity.track(
        actorOf(workspace),
        { kind: 'batch.cancel', target: batchWords(rememberedBatch(scopeOf(workspace.profile.workspaceId), batchId)), targetId: batchId },
        () => workspace.client.batchCalls.cancel(batchId, { lane: 'user' }).catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId))),
      )
      const cancelled: CampaignBatch = remember(scopeOf(workspace.profile.workspaceId), batch, false)
      ports.emit('campaigns.progress', cancelled)
      ports.sync.pollNow()
      ports.sync.syncNow('dispositions')
      return cancelled
    },
    'campaigns.watch': async ({ watching }) => {
      watcher.setWatching(watching)
      return { intervalMs: watcher.intervalMs }
    },
  }
  return {
    prefix: 'campaigns',
    handlers,
    watcher,
    start: () => {
      watcher.start()
      return () => watcher.stop()
    },
  }
}

/** A batch in the activity log, as the supervisor knows it (docs/glossary.md): its name, else its file and agent; never its id. */
function batchWords(batch: CampaignBatch | undefined): string {
  if (batch?.name) return `batch ${batch.name}`
  return `batch of calls${batch?.fileName ? ` from ${batch.fileName}` : ''}${batch?.agentName ? ` by ${batch.agentName}` : ''}`
}
