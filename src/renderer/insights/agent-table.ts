import type { AgentInsight, InsightsOverview, TransferAnswered } from '../../shared/bridge'

/** An agent's row: its figures, and how long its transfer requests waited for a take-over. */
export interface AgentRow extends AgentInsight {
  transferAnswered: TransferAnswered
  /** The median wait, seconds; null when none of its requests was answered (sorted last). */
  transferAnsweredIn: number | null
}

const NONE_ANSWERED: TransferAnswered = { answered: 0, medianSeconds: null, p90Seconds: null }

/** The agents with their "Transfer answered in", matched by name. */
export function agentRows(o: Pick<InsightsOverview, 'agents' | 'transferAnswered'>): AgentRow[] {
  const answered = new Map(o.transferAnswered.byAgent.map(({ aiAgentName, ...figures }) => [aiAgentName, figures]))
  return o.agents.map((agent) => {
    const transferAnswered = answered.get(agent.aiAgentName) ?? NONE_ANSWERED
    return { ...agent, transferAnswered, transferAnsweredIn: transferAnswered.medianSeconds }
  })
}

/** The per-agent table's columns, in order; each sorts by its value. */
export const AGENT_COLUMNS = [
  { key: 'aiAgentName', label: 'Agent' },
  { key: 'calls', label: 'Calls' },
  { key: 'averageDuration', label: 'Average duration' },
  { key: 'transferRate', label: 'Transfer rate' },
  { key: 'negativeRate', label: 'Negative rate' },
  { key: 'transferAnsweredIn', label: 'Transfer answered in' },
] as const

export type AgentColumn = (typeof AGENT_COLUMNS)[number]['key']

export interface AgentSort {
  column: AgentColumn
  descending: boolean
}

/** Sorted by the column (names A–Z first, numbers largest first by default), ties by name; an agent without a figure comes last either way. */
export function sortAgents<T extends AgentInsight & Partial<Pick<AgentRow, 'transferAnsweredIn'>>>(agents: readonly T[], sort: AgentSort): T[] {
  const sign = sort.descending ? -1 : 1
  return [...agents].sort((a, b) => {
    const x = a[sort.column] ?? null
    const y = b[sort.column] ?? null
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || a.aiAgentName.localeCompare(b.aiAgentName)
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
export function columnPeaks(agents: readonly AgentRow[]): Record<Exclude<AgentColumn, 'aiAgentName'>, number> {
  const peak = (pick: (a: AgentRow) => number) => Math.max(0, ...agents.map(pick))
  return {
    calls: peak((a) => a.calls),
    averageDuration: peak((a) => a.averageDuration),
    transferRate: peak((a) => a.transferRate),
    negativeRate: peak((a) => a.negativeRate),
    transferAnsweredIn: peak((a) => a.transferAnsweredIn ?? 0),
  }
}
