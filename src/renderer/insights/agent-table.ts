import type { AgentInsight, InsightsOverview, TransferAnswered } from '../../shared/bridge'
import { t } from '../i18n/translation.svelte'
import { metricLabel } from './labels'

/** An agent's row: its call metrics, and how long its transfer requests waited for a take-over. */
export interface AgentRow extends AgentInsight {
  transferAnswered: TransferAnswered
}

const NONE_ANSWERED: TransferAnswered = { answered: 0, medianSeconds: null, p90Seconds: null }

/** The agents with their "Transfer answered in", matched by name. */
export function agentRows(o: Pick<InsightsOverview, 'agents' | 'transferAnswered'>): AgentRow[] {
  const answered = new Map(o.transferAnswered.byAgent.map(({ aiAgentName, ...figures }) => [aiAgentName, figures]))
  return o.agents.map((agent) => ({ ...agent, transferAnswered: answered.get(agent.aiAgentName) ?? NONE_ANSWERED }))
}

/** A column whose label is read when shown, in the language in use. */
function column<K extends string>(key: K, label: () => string): { readonly key: K; readonly label: string } {
  return {
    key,
    get label() {
      return label()
    },
  }
}

/** The per-agent table's columns, in order, labelled as the headline labels the same metrics; each sorts by its value. */
export const AGENT_COLUMNS = [
  column('aiAgentName', () => t('insights.chart.agent')),
  column('calls', () => metricLabel('calls')),
  column('averageDuration', () => metricLabel('averageDuration')),
  column('askedForTransfer', () => metricLabel('askedForTransfer')),
  column('endedNegative', () => metricLabel('endedNegative')),
  column('negativeAtAnyTime', () => metricLabel('negativeAtAnyTime')),
  column('transferAnsweredIn', () => t('insights.transfer.heading')),
] as const

export type AgentColumn = (typeof AGENT_COLUMNS)[number]['key']
export type AgentFigure = Exclude<AgentColumn, 'aiAgentName'>

/** A column's number for a row: shares as 0–1, the median wait in seconds; null when the agent has none (sorted last). */
export function figureOf(agent: AgentRow, column: AgentFigure): number | null {
  switch (column) {
    case 'calls':
    case 'averageDuration':
      return agent[column]
    case 'askedForTransfer':
    case 'endedNegative':
    case 'negativeAtAnyTime':
      return agent[column].share
    case 'transferAnsweredIn':
      return agent.transferAnswered.medianSeconds
  }
}

export interface AgentSort {
  column: AgentColumn
  descending: boolean
}

/** Sorted by the column (names A–Z first, numbers largest first by default), ties by name; an agent without a figure comes last either way. */
export function sortAgents(agents: readonly AgentRow[], sort: AgentSort): AgentRow[] {
  const sign = sort.descending ? -1 : 1
  const byName = (a: AgentRow, b: AgentRow) => a.aiAgentName.localeCompare(b.aiAgentName)
  const column = sort.column
  if (column === 'aiAgentName') return [...agents].sort((a, b) => sign * byName(a, b))
  return [...agents].sort((a, b) => {
    const x = figureOf(a, column)
    const y = figureOf(b, column)
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0) || byName(a, b)
    return sign * (x - y) || byName(a, b)
  })
}

/** Clicking a column: the same one flips its direction; another starts with its natural one. */
export function nextSort(current: AgentSort, column: AgentColumn): AgentSort {
  if (current.column === column) return { column, descending: !current.descending }
  return { column, descending: column !== 'aiAgentName' }
}

/** Each numeric column's largest value, the full width of its inline bars. */
export function columnPeaks(agents: readonly AgentRow[]): Record<AgentFigure, number> {
  const peak = (column: AgentFigure) => Math.max(0, ...agents.map((a) => figureOf(a, column) ?? 0))
  return {
    calls: peak('calls'),
    averageDuration: peak('averageDuration'),
    askedForTransfer: peak('askedForTransfer'),
    endedNegative: peak('endedNegative'),
    negativeAtAnyTime: peak('negativeAtAnyTime'),
    transferAnsweredIn: peak('transferAnsweredIn'),
  }
}
