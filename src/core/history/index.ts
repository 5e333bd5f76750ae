/** History: the cache as the history views show it, its search and its exports. */
export { exportHistory } from './export'
export { toCsv, csvCell, type CsvColumn } from '../../shared/csv'
export {
  agentDirectory,
  callHistory,
  conversationPage,
  dispositionPage,
  type HistoryScope,
} from './lists'
export { PhoneNumberConfigs } from './phone-number-configs'
export { OFFLINE_NOTE, refreshConversation } from './refresh'
export { conversationDetail, dispositionRow } from './rows'
export { searchHistory } from './search'
export { highlightPrefixes, toHighlighted } from './segments'
