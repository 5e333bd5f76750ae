import type { Route } from '../context'
import { badRequest } from './errors'

interface Compiled {
  route: Route
  segments: string[]
}

export interface Match {
  route: Route
  params: Record<string, string>
}

/** Matches method and path against the route table; parameters are decoded. */
export class Router {
  private readonly byMethod = new Map<string, Compiled[]>()

  constructor(routes: readonly Route[]) {
    for (const route of routes) {
      const list = this.byMethod.get(route.method) ?? []
      list.push({ route, segments: route.path.split('/') })
      this.byMethod.set(route.method, list)
    }
  }

  match(method: string, pathname: string): Match | null {
    const parts = pathname.split('/')
    for (const { route, segments } of this.byMethod.get(method) ?? []) {
      if (segments.length !== parts.length) continue
      const params: Record<string, string> = {}
      let matched = true
      for (let i = 0; i < segments.length && matched; i++) {
        const segment = segments[i] ?? ''
        const part = parts[i] ?? ''
        if (segment.startsWith(':')) {
          if (part === '') matched = false
          else params[segment.slice(1)] = decode(part)
        } else if (segment !== part) matched = false
      }
      if (matched) return { route, params }
    }
    return null
  }
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part)
  } catch {
    throw badRequest(`path: malformed escape in ${JSON.stringify(part)}`)
  }
}
