import type { CampaignBatch, HandlersOf } from '../../shared/bridge'
import { actorOf } from '../activity'
import { getAgent } from '../cache'
import type { ConsoleContext } from '../console/context'
import { CoreError } from '../errors/core-error'
import { requireOnline } from '../sync'
import { describeBatchFailure, describeBatchLookup } from './batch-failure'
import { batchWatcherOf } from './batch-watcher-of'
import { rememberedBatch, rememberedBatches, remember, type BatchScope } from './batches'
import { blockedRows, type CheckNumber } from './blocked-rows'
import { dialContext } from './dial-context'
import { placeCall } from './place-call'

const CSV_NAME = 'campaign.csv'

/**
 * `campaigns.*`: one outbound call, and batches of calls from a CSV file.
 * Everything that dials passes the outbound guard (`ctx.outbound`) first and
 * needs the service; the remembered batches read from the cache.
 */
export function campaignsHandlers(ctx: ConsoleContext): HandlersOf<'campaigns'> {
  const watcher = batchWatcherOf(ctx)
  const scopeOf = (workspaceId: string): BatchScope => ({ db: ctx.cache, workspaceId, now: () => new Date(ctx.clock.now()) })
  const checker = (workspaceId: string): CheckNumber => {
    const at = new Date(ctx.clock.now())
    return (to, zoneHint) => ctx.outbound.check({ workspaceId, to, at, ...(zoneHint ? { zoneHint } : {}) })
  }
  const agentName = (workspaceId: string, agentId: string) => getAgent(ctx.cache, workspaceId, agentId)?.name ?? agentId

  return {
    'campaigns.dialContext': async () => {
      const workspace = ctx.activeWorkspace.require()
      return dialContext(ctx.cache, workspace.profile.workspaceId, workspace.client, ctx.connection().state !== 'offline')
    },
    'campaigns.checkCall': async ({ to, zoneHint }) => {
      const workspaceId = ctx.activeWorkspace.require().profile.workspaceId
      return [...checker(workspaceId)(to, zoneHint)]
    },
    'campaigns.placeCall': async ({ agentId, to, customerName, dynamicVariables, metadata, callbackUrl, override }) => {
      const workspace = ctx.activeWorkspace.require()
      const workspaceId = workspace.profile.workspaceId
      requireOnline(ctx, 'Placing a call')
      const at = new Date(ctx.clock.now())
      ctx.outbound.assertAllowed({ workspaceId, to, at, override })
      const overridden = ctx.outbound.check({ workspaceId, to, at }).map((block) => block.kind)
      const name = getAgent(ctx.cache, workspaceId, agentId)?.name ?? null
      const placed = await ctx.activity.track(
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
      ctx.sync.pollNow()
      return placed
    },
    'campaigns.template': async () => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, 'Downloading the template')
      return workspace.client.batchCalls.template({ lane: 'user' })
    },
    'campaigns.validate': async ({ csv }) => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, 'Validating a file')
      const validation = await workspace.client.batchCalls
        .validate({ content: csv, fileName: CSV_NAME }, { lane: 'user' })
        .catch((error: unknown) => Promise.reject(describeBatchFailure(error, '')))
      return { validation, blocked: blockedRows(csv, checker(workspace.profile.workspaceId)) }
    },
    'campaigns.preview': async ({ csv }) => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, 'Previewing a file')
      return workspace.client.batchCalls
        .preview({ content: csv, fileName: CSV_NAME }, { lane: 'user' })
        .catch((error: unknown) => Promise.reject(describeBatchFailure(error, '')))
    },
    'campaigns.start': async ({ csv, agentId }) => {
      const workspace = ctx.activeWorkspace.require()
      const workspaceId = workspace.profile.workspaceId
      requireOnline(ctx, 'Starting a batch', 'Start it again once the connection is back.')
      const blocked = blockedRows(csv, checker(workspaceId))
      if (blocked.length > 0) {
        const rows = blocked.slice(0, 5).map((b) => `row ${b.row} (${b.phoneNumber}: ${b.blocks.map((x) => x.kind).join(', ')})`)
        throw new CoreError(
          'outbound_blocked',
          `${blocked.length} row${blocked.length === 1 ? ' is' : 's are'} held back by the do-not-call list or the calling window: ${rows.join('; ')}${blocked.length > 5 ? '; …' : ''}. Leave them out and start again.`,
        )
      }
      const batch = await ctx.activity.track(
        actorOf(workspace),
        { kind: 'batch.start', target: `batch of calls by ${agentName(workspaceId, agentId)}` },
        () =>
          workspace.client.batchCalls
            .start({ csv: { content: csv, fileName: CSV_NAME }, agentId }, { lane: 'user' })
            .catch((error: unknown) => Promise.reject(describeBatchFailure(error, agentName(workspaceId, agentId)))),
        (started) => ({ targetId: started.batchId, detail: `${started.total} calls.` }),
      )
      const started = remember(scopeOf(workspaceId), batch, true)
      ctx.events.emit('campaigns.progress', started)
      return started
    },
    'campaigns.batches': async () => {
      const workspace = ctx.activeWorkspace.current
      return workspace ? rememberedBatches(scopeOf(workspace.profile.workspaceId)) : []
    },
    'campaigns.open': async ({ batchId }) => {
      const workspace = ctx.activeWorkspace.require()
      const scope = scopeOf(workspace.profile.workspaceId)
      if (ctx.connection().state === 'offline') {
        const known = rememberedBatch(scope, batchId)
        if (known) return known
        requireOnline(ctx, 'Opening a batch this console has not seen', 'Batches opened before are listed and read offline.')
      }
      const batch = await workspace.client.batchCalls.get(batchId, { lane: 'user' }).catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId)))
      return remember(scope, batch, false)
    },
    'campaigns.calls': async ({ batchId, page, limit, status }) => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, "Listing a batch's calls", 'Its counts, as last read, are shown.')
      return workspace.client.batchCalls
        .calls(batchId, { page, limit, ...(status ? { status } : {}) }, { lane: 'user' })
        .catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId)))
    },
    'campaigns.call': async ({ batchId, jobId }) => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, "Reading a batch's call")
      return workspace.client.batchCalls.call(batchId, jobId, { lane: 'user' }).catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId)))
    },
    'campaigns.cancel': async ({ batchId }) => {
      const workspace = ctx.activeWorkspace.require()
      requireOnline(ctx, 'Cancelling a batch', 'Its calls go on until the connection is back; cancel again then.')
      const batch = await ctx.activity.track(
        actorOf(workspace),
        { kind: 'batch.cancel', target: `batch ${batchId}`, targetId: batchId },
        () => workspace.client.batchCalls.cancel(batchId, { lane: 'user' }).catch((error: unknown) => Promise.reject(describeBatchLookup(error, batchId))),
      )
      const cancelled: CampaignBatch = remember(scopeOf(workspace.profile.workspaceId), batch, false)
      ctx.events.emit('campaigns.progress', cancelled)
      ctx.sync.pollNow()
      ctx.sync.syncNow('dispositions')
      return cancelled
    },
    'campaigns.watch': async ({ watching }) => {
      watcher.setWatching(watching)
      return { intervalMs: watcher.intervalMs }
    },
  }
}
