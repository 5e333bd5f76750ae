import type { ActivityEngine, EndReason } from './engine'
import type { CallOrigin } from './live-call'

export interface EndedCall {
  id: string
  roomName: string
  workspaceId: string
  agentId: string
  origin: CallOrigin
  duration: number
  reason: EndReason | 'failed'
  endedAt: string
}

const KEPT = 1000

/** The most recent ended calls, for `/_sim/calls/ended`. */
export class CallHistory {
  private readonly ended: EndedCall[] = []

  constructor(engine: ActivityEngine) {
    engine.listen({
      ended: (call, reason, endedAt) => this.push({ ...identity(call), duration: call.duration, reason, endedAt }),
      failed: (call, failedAt) => this.push({ ...identity(call), duration: 0, reason: 'failed', endedAt: failedAt }),
    })
  }

  list(): readonly EndedCall[] {
    return this.ended
  }

  private push(entry: EndedCall): void {
    this.ended.push(entry)
    if (this.ended.length > KEPT) this.ended.shift()
  }
}

function identity(call: Pick<EndedCall, 'id' | 'roomName' | 'workspaceId' | 'agentId' | 'origin'>) {
  return { id: call.id, roomName: call.roomName, workspaceId: call.workspaceId, agentId: call.agentId, origin: call.origin }
}
