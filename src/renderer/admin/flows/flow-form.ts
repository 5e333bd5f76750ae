import { FlowCreate, type Flow, type FlowType, type FlowUpdate } from '../../../shared/api'
import { fieldErrorsOf, type FieldErrors, type FieldPaths } from '../form-errors'
import { parseRouting, routingText, type Routing } from '../flow-routing'

export interface FlowDraft {
  name: string
  description: string
  type: FlowType
  routing: string
}

/** The routing field holds the nodes and the edges: whatever the schema or the service says of either lands there. */
export const FLOW_FIELDS: FieldPaths = { name: 'name', description: 'description', type: 'type', nodes: 'routing', edges: 'routing', json: 'routing' }

export function draftOf(flow: Flow | null): FlowDraft {
  return {
    name: flow?.name ?? '',
    description: flow?.description ?? '',
    type: flow?.type ?? 'call',
    routing: routingText(flow ?? { nodes: [{ id: 'start', type: 'greeting', text: 'Hello!' }], edges: [] }),
  }
}

/** The draft checked with the client's schema (`FlowCreate`) and the graph rules. */
export function checkFlow(draft: FlowDraft): { flow: FlowCreate; routing: Routing | null; errors: FieldErrors } {
  const routing = parseRouting(draft.routing)
  const base = { name: draft.name, description: draft.description, type: draft.type }
  const parsed = FlowCreate.safeParse('routing' in routing ? { ...base, ...routing.routing } : base)
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues, FLOW_FIELDS)
  if ('problems' in routing) Object.assign(errors, fieldErrorsOf(routing.problems, FLOW_FIELDS))
  return { flow: parsed.success ? parsed.data : { ...base }, routing: 'routing' in routing ? routing.routing : null, errors }
}

/** What an edit changes: the routing is sent whole when any of it changed. */
export function changesOf(flow: Flow, next: FlowCreate): FlowUpdate {
  const changes: FlowUpdate = {}
  if (next.name !== flow.name) changes.name = next.name
  if ((next.description ?? '') !== flow.description) changes.description = next.description ?? ''
  if (next.type !== undefined && next.type !== flow.type) changes.type = next.type
  const same = JSON.stringify({ nodes: next.nodes ?? [], edges: next.edges ?? [] }) === JSON.stringify({ nodes: flow.nodes ?? [], edges: flow.edges ?? [] })
  if (!same) {
    changes.nodes = next.nodes ?? []
    changes.edges = next.edges ?? []
  }
  return changes
}
