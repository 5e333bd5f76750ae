import { z } from 'zod'
import { ActiveCall } from '../../../src/shared/api/calls'

/** Shapes of the simulator's own `/_sim` answers (docs/simulator.md), for reading them in tests. */
export const SimStatus = z.object({
  paused: z.boolean(),
  tick: z.number(),
  simTime: z.string(),
  speed: z.number(),
  seed: z.number(),
  plan: z.string(),
  liveCalls: z.number(),
  targetActiveCalls: z.number(),
})

export const EndedCalls = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      roomName: z.string(),
      agentId: z.string(),
      origin: z.string(),
      duration: z.number(),
      reason: z.string(),
      endedAt: z.string(),
    }),
  ),
})

export const Deliveries = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      callId: z.string(),
      event: z.string(),
      url: z.string(),
      body: z.string(),
      state: z.enum(['pending', 'delivered', 'failed']),
      attempts: z.array(z.object({ at: z.string(), status: z.number().nullable(), error: z.string().nullable() })),
    }),
  ),
})

export const Uploads = z.object({
  data: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      bytes: z.number(),
      voiceId: z.string().nullable(),
      receivedAt: z.string(),
      wav: z.object({ sampleRate: z.number(), channels: z.number(), bitsPerSample: z.number(), durationSeconds: z.number() }).nullable(),
    }),
  ),
})

export const ControlCall = ActiveCall
