import type { ActivityEngine } from '../activity/engine'
import type { WebhookDispatcher } from './dispatcher'

/** Turns the calls that carry a `callback_url` into call.started, call.completed and call.failed events. */
export function sendCallEvents(engine: ActivityEngine, webhooks: WebhookDispatcher): void {
  engine.listen({
    started: (call) => {
      if (call.callbackUrl === null) return
      webhooks.send(call.id, call.callbackUrl, 'call.started', {
        callId: call.id,
        agentId: call.agentId,
        roomName: call.roomName,
        fromNumber: call.fromNumber,
        toNumber: call.customerPhone,
        startedAt: new Date(call.startedAt).toISOString(),
        metadata: call.metadata ?? {},
      })
    },
    ended: (call, _reason, endedAt) => {
      if (call.callbackUrl === null) return
      webhooks.send(call.id, call.callbackUrl, 'call.completed', {
        callId: call.id,
        agentId: call.agentId,
        duration: call.duration,
        status: 'completed',
        roomName: call.roomName,
        endedAt,
        metadata: call.metadata ?? {},
      })
    },
    failed: (call) => {
      if (call.callbackUrl === null) return
      webhooks.send(call.id, call.callbackUrl, 'call.failed', {
        callId: call.id,
        agentId: call.agentId,
        status: 'failed',
        reason: 'no_answer',
        toNumber: call.toNumber,
        metadata: call.metadata ?? {},
      })
    },
  })
}
