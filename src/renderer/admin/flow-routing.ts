import { z } from 'zod'
import { FlowEdge, FlowNode, flowGraphProblems } from '../../shared/api'
import { t } from '../i18n/translation.svelte'
import { formatCount } from '../lib/format'

/** A flow's routing as the form edits it: its nodes and the edges between them. */
export interface Routing {
  nodes: FlowNode[]
  edges: FlowEdge[]
}

export interface RoutingProblem {
  path: string
  message: string
}

const RoutingShape = z.object({ nodes: z.array(FlowNode), edges: z.array(FlowEdge) }).strict()

/** The text the routing editor starts from. */
export function routingText(flow: { nodes?: readonly Record<string, unknown>[]; edges?: readonly Record<string, unknown>[] }): string {
  return JSON.stringify({ nodes: flow.nodes ?? [], edges: flow.edges ?? [] }, null, 2)
}

/** The edited text read with the client's schema and the graph rules; problems name where (`nodes.2.id`, `line 4`). */
export function parseRouting(text: string): { routing: Routing } | { problems: RoutingProblem[] } {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { problems: [{ path: 'json', message: jsonProblem(text, error) }] }
  }
  const parsed = RoutingShape.safeParse(json)
  if (!parsed.success) {
    return { problems: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'routing', message: issue.message })) }
  }
  const problems = flowGraphProblems(parsed.data.nodes, parsed.data.edges)
  return problems.length > 0 ? { problems } : { routing: parsed.data }
}

/** `line 4, column 7: ...` where the engine gives a position. */
function jsonProblem(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const at = /position (\d+)/.exec(message)
  if (!at) return t('admin.flows.jsonInvalid', { message })
  const before = text.slice(0, Number(at[1]))
  const line = before.split('\n').length
  const column = before.length - before.lastIndexOf('\n')
  return t('admin.flows.jsonInvalidAt', { line: formatCount(line), column: formatCount(column) })
}

/** A node as the structured view shows it: its id, kind and text, then whatever else it carries. */
export interface NodeView {
  id: string
  type: string | null
  text: string | null
  other: [string, string][]
  outgoing: { target: string; label: string | null }[]
}

const TEXT_KEYS = ['text', 'prompt', 'message', 'label', 'name']

/** Read leniently: a node or an edge from the service may lack any field. */
export function nodeViews(nodes: readonly Record<string, unknown>[], edges: readonly Record<string, unknown>[]): NodeView[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? null : JSON.stringify(value))
  return nodes.map((node, index) => {
    const id = text(node.id) ?? `#${index + 1}`
    const textKey = TEXT_KEYS.find((key) => typeof node[key] === 'string')
    return {
      id,
      type: text(node.type),
      text: textKey ? text(node[textKey]) : null,
      other: Object.entries(node)
        .filter(([key]) => key !== 'id' && key !== 'type' && key !== textKey)
        .map(([key, value]) => [key, text(value) ?? '']),
      outgoing: edges
        .filter((edge) => text(edge.source ?? edge.from) === id)
        .map((edge) => ({ target: text(edge.target ?? edge.to) ?? '?', label: text(edge.label ?? edge.condition) })),
    }
  })
}
