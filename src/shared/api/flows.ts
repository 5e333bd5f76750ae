import { z } from 'zod'
import { IsoTimestamp, requiredText } from './common'

export const FlowType = z.enum(['call', 'message'])
export type FlowType = z.infer<typeof FlowType>

/** Read leniently: the reference does not show a flow's routing, so any object is a node or an edge. */
const FreeForm = z.record(z.string(), z.unknown())

/**
 * Shown: `_id`, `name`, `description`, `createdAt`, `updatedAt`; `type`, `nodes`
 * and `edges` are our choice (docs/api-choices.md).
 */
export const Flow = z.object({
  _id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  type: FlowType.optional(),
  nodes: z.array(FreeForm).optional(),
  edges: z.array(FreeForm).optional(),
  createdAt: IsoTimestamp,
  updatedAt: IsoTimestamp,
})
export type Flow = z.infer<typeof Flow>

/** A step of the flow: an `id` the edges point at, any other fields (`type`, `text`, ...) as the flow needs. */
export const FlowNode = z.object({ id: requiredText() }).loose()
export type FlowNode = z.infer<typeof FlowNode>

/** A route from one node to another, taken when `label` (the condition, if any) holds. */
export const FlowEdge = z
  .object({
    source: requiredText(),
    target: requiredText(),
    label: z.string().optional(),
  })
  .loose()
export type FlowEdge = z.infer<typeof FlowEdge>

export const FlowCreate = z.object({
  name: requiredText(),
  description: z.string().optional(),
  type: FlowType.optional(),
  nodes: z.array(FlowNode).optional(),
  edges: z.array(FlowEdge).optional(),
})
export type FlowCreate = z.infer<typeof FlowCreate>
export const FlowUpdate = FlowCreate.partial()
export type FlowUpdate = z.infer<typeof FlowUpdate>

/**
 * What a flow's graph must also satisfy, beyond each node and edge's own shape:
 * unique node ids, and edges between existing nodes. Each problem names its
 * path (`edges.1.target`) like a schema issue.
 */
export function flowGraphProblems(nodes: readonly FlowNode[], edges: readonly FlowEdge[]): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = []
  const ids = new Set<string>()
  nodes.forEach((node, index) => {
    if (ids.has(node.id)) problems.push({ path: `nodes.${index}.id`, message: `another node already has the id "${node.id}"` })
    ids.add(node.id)
  })
  edges.forEach((edge, index) => {
    for (const end of ['source', 'target'] as const) {
      if (!ids.has(edge[end])) problems.push({ path: `edges.${index}.${end}`, message: `no node has the id "${edge[end]}"` })
    }
  })
  return problems
}

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
