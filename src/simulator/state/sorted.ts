/**
 * A workspace's records of one map in a fixed order, sorted once and kept while
 * the map only grows. Only for maps whose records are never deleted and whose
 * sort key never changes after creation (dispositions by `createdAt`,
 * conversations by `updatedAt`): then a record added is the only way the order
 * can change, and the map's size tells. Listing 100 000 dispositions a page at a
 * time would otherwise sort them all for every page.
 */
export class SortedViews {
  readonly #views = new WeakMap<Map<string, unknown>, Map<string, { size: number; sorted: unknown[] }>>()

  of<T extends { workspaceId: string }>(map: Map<string, T>, workspaceId: string, compare: (a: T, b: T) => number): T[] {
    let byWorkspace = this.#views.get(map)
    if (!byWorkspace) this.#views.set(map, (byWorkspace = new Map()))
    const cached = byWorkspace.get(workspaceId)
    if (cached && cached.size === map.size) return cached.sorted as T[]
    const sorted: T[] = []
    for (const record of map.values()) if (record.workspaceId === workspaceId) sorted.push(record)
    sorted.sort(compare)
    byWorkspace.set(workspaceId, { size: map.size, sorted })
    return sorted
  }
}
