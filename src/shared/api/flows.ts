import { z } from 'zod'
import { IsoTimestamp } from './common'

export const FlowType = z.enum(['call', 'message'])
export type FlowType = z.infer<typeof FlowType>

/** Shown: `_id`, `name`, `description`, `createdAt`, `updatedAt`; `type` and `nodes` are our choice. */
export const Flow = z.object({
  _id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  type: FlowType.optional(),
  nodes: z.array(z.record(z.string(), z.unknown())).optional(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type Flow = z.infer<typeof Flow>

export const FlowCreate = z.object({
  name: z.string().min(1),
  description: z.string().optional(),
  type: FlowType.optional(),
  nodes: z.array(z.record(z.string(), z.unknown())).optional(),
})
export type FlowCreate = z.infer<typeof FlowCreate>
export const FlowUpdate = FlowCreate.partial()
export type FlowUpdate = z.infer<typeof FlowUpdate>

const FlowFolderBase = z.object({
  _id: z.string().min(1),
  workspaceId: z.string(),
  name: z.string(),
  color: z.string(),
  icon: z.string(),
  flowType: FlowType,
  pathwayModel: z.string(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
/** Folder details: `pathways` as flow objects. */
export const FlowFolder = FlowFolderBase.extend({
  pathways: z.array(Flow.pick({ _id: true, name: true, description: true, createdAt: true, updatedAt: true })),
})
export type FlowFolder = z.infer<typeof FlowFolder>
/** Add and remove responses: `pathways` as flow ids. */
export const FlowFolderIds = FlowFolderBase.extend({ pathways: z.array(z.string()) })
export type FlowFolderIds = z.infer<typeof FlowFolderIds>

export const FlowFolderAdd = z.object({ pathwayId: z.string().min(1), pathwayType: FlowType })
export type FlowFolderAdd = z.infer<typeof FlowFolderAdd>
