import { z } from 'zod'
import { IsoTimestamp } from './common'

export const VoiceEmbedding = z.object({ data: z.string(), format: z.string() })
export type VoiceEmbedding = z.infer<typeof VoiceEmbedding>

export const Voice = z.object({
  _id: z.string().min(1),
  name: z.string(),
  description: z.string().optional().default(''),
  language: z.string().optional().default(''),
  workspaceId: z.string(),
  createdAt: IsoTimestamp.optional(),
})
export type Voice = z.infer<typeof Voice>

export const VoiceCreate = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  embedding: VoiceEmbedding,
  language: z.string().optional(),
})
export type VoiceCreate = z.infer<typeof VoiceCreate>

export const VoiceCloneResponse = z.object({ embedding: VoiceEmbedding, voice: Voice })
export type VoiceCloneResponse = z.infer<typeof VoiceCloneResponse>

/** The upload limit of voice cloning. */
export const VOICE_CLONE_MAX_BYTES = 50 * 1024 * 1024
