import type { AgentInsight } from '../../shared/bridge'

/** The per-agent table's columns, in order; each sorts by its value. */
export const AGENT_COLUMNS = [
  { key: 'aiAgentName', label: 'Agent' },
  { key: 'calls', label: 'Calls' },
  { key: 'averageDuration', label: 'Average duration' },
  { key: 'transferRate', label: 'Transfer rate' },
  { key: 'negativeRate', label: 'Negative rate' },
] as const

export type AgentColumn = (typeof AGENT_COLUMNS)[number]['key']

export interface AgentSort {
  column: AgentColumn
  descending: boolean
}

/** Sorted by the column (names A–Z first, numbers largest first by default), ties by name. */
export function sortAgents(agents: readonly AgentInsight[], sort: AgentSort): AgentInsight[] {
  const sign = sort.descending ? -1 : 1
  return [...agents].sort((a, b) => {
    const x = a[sort.column]
    const y = b[sort.column]
    const order = typeof x === 'string' ? x.localeCompare(y as string) : x - (y as number)
    return sign * order || a.aiAgentName.localeCompare(b.aiAgentName)
  })
}

/** Clicking a column: the same one flips its direction; another starts with its natural one. */
export function nextSort(current: AgentSort, column: AgentColumn): AgentSort {
  if (current.column === column) return { column, descending: !current.descending }
  return { column, descending: column !== 'aiAgentName' }
}

/** Each numeric column's largest value, the full width of its inline bars. */
export function columnPeaks(agents: readonly AgentInsight[]): Record<Exclude<AgentColumn, 'aiAgentName'>, number> {
  const peak = (pick: (a: AgentInsight) => number) => Math.max(0, ...agents.map(pick))
  return {
    calls: peak((a) => a.calls),
    averageDuration: peak((a) => a.averageDuration),
    transferRate: peak((a) => a.transferRate),
    negativeRate: peak((a) => a.negativeRate),
  }
}
