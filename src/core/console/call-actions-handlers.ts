import type { CallDetail, EndCallResult, HandlersFor } from '../../shared/bridge'
import type { callActionsCommands } from '../../shared/bridge'
import { ApiError } from '../api'
import { getSighting, markEnded } from '../cache'
import { sightingSummary } from '../history'
import { requireOnline } from '../sync'
import type { ActiveWorkspace } from './active-workspace'
import type { ConsoleContext } from './context'

/** `calls.end` and `calls.detail`: what a supervisor does to one call of the wall. */
export function callActionsHandlers(ctx: ConsoleContext): Pick<HandlersFor<typeof callActionsCommands>, 'calls.end' | 'calls.detail'> {
  return {
    'calls.end': async ({ roomName }) => {
      const workspace = requireWorkspace(ctx)
      requireOnline(ctx, 'Ending a call')
      const result = await endCall(workspace, roomName)
      if (result.outcome === 'ended') {
        markEnded(ctx.cache, workspace.profile.workspaceId, roomName, { endedAt: result.endedAt, endedBy: 'supervisor' })
      }
      ctx.sync.pollNow()
      return result
    },
    'calls.detail': async ({ roomName }) => {
      const workspace = ctx.activeWorkspace.current
      if (!workspace) return null
      const sighting = getSighting(ctx.cache, workspace.profile.workspaceId, roomName)
      if (!sighting) return null
      return {
        ...sightingSummary(sighting),
        active: sighting.active,
        endedBy: sighting.endedBy,
        events: sighting.events,
      } satisfies CallDetail
    },
  }
}

/** The service ends the call in the `user` lane, ahead of polling; a 404 means it had already ended. */
async function endCall(workspace: ActiveWorkspace, roomName: string): Promise<EndCallResult> {
  try {
    const answer = await workspace.client.activeCalls.end(roomName, { lane: 'user' })
    return { roomName, outcome: 'ended', endedAt: answer.endTime, message: answer.message || 'Call ended.' }
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return { roomName, outcome: 'already-ended', endedAt: new Date().toISOString(), message: 'This call had already ended.' }
    }
    throw error
  }
}

function requireWorkspace(ctx: ConsoleContext): ActiveWorkspace {
  const workspace = ctx.activeWorkspace.current
  if (!workspace) throw Object.assign(new Error('Open a workspace first.'), { code: 'no_workspace' })
  return workspace
}
