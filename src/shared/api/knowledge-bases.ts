import { z } from 'zod'
import { IsoTimestamp } from './common'

export const KnowledgeBaseFile = z.object({
  name: z.string(),
  size: z.number().min(0),
  type: z.string(),
  uploadedAt: IsoTimestamp,
})

export const KnowledgeBase = z.object({
  _id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  workspaceId: z.string(),
  files: z.array(KnowledgeBaseFile),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type KnowledgeBase = z.infer<typeof KnowledgeBase>
