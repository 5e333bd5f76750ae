import type { RouteRequest } from '../context'
import { notFound } from '../http/errors'

/** The record that the path parameter `param` names in the caller's workspace; a 404 naming `what` otherwise. */
export function recordIn<T extends { workspaceId: string }>(
  request: RouteRequest,
  records: Map<string, T>,
  param: string,
  what: string,
): T {
  const id = request.params[param] ?? ''
  const record = request.sim.store.inWorkspace(records, id, request.caller.workspaceId)
  if (!record) throw notFound(what, id)
  return record
}
