import type { Route } from '../context'
import { CONTRACT, endpointOf, headersOf, type Endpoint } from './contract'

/**
 * Each service route's endpoint in the contract. The simulator starts only when
 * the two agree: every route is in the contract, every endpoint has its route,
 * and a route that reads `x-workspace-id` is one the contract lists it on.
 */
export function endpointsOf(routes: readonly Route[]): Map<Route, Endpoint> {
  const bound = new Map<Route, Endpoint>()
  for (const route of routes) {
    if (route.scope === 'control') continue
    const endpoint = endpointOf(route.method, route.path)
    if (endpoint === undefined) throw new Error(`The contract has no endpoint ${route.method} ${route.path}`)
    if (route.scope === 'workspace' && !headersOf(endpoint).includes('x-workspace-id'))
      throw new Error(`${route.method} ${route.path} reads x-workspace-id, which the contract does not list on it`)
    bound.set(route, endpoint)
  }
  const served = new Set(bound.values())
  const missing = CONTRACT.endpoints.filter((endpoint) => !served.has(endpoint))
  if (missing.length > 0) throw new Error(`No route serves ${missing.map((e) => `${e.method} ${e.path}`).join(', ')}`)
  return bound
}
