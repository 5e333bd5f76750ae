// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import compliance_en from './messages/compliance/en.json'
import desktop_en from './messages/desktop/en.json'
import diagnostics_en from './messages/diagnostics/en.json'
import insights_en from './messages/insights/en.json'
import updates_en from './messages/updates/en.json'
import type { Language } from './locales'

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
  'app.language.heading': Record<string, never>
  'app.language.intro': Record<string, never>
  'app.language.label': Record<string, never>
  'app.language.system': { language: string | number }
  'app.nav.label': Record<string, never>
  'app.nav.shortcut': { shortcut: string | number; view: string | number }
  'app.view.admin': Record<string, never>
  'app.view.callbacks': Record<string, never>
  'app.view.calls': Record<string, never>
  'app.view.campaigns': Record<string, never>
  'app.view.history': Record<string, never>
  'app.view.insights': Record<string, never>
  'app.view.settings': Record<string, never>
  'app.view.voices': Record<string, never>
  'calls.wall.newCalls': { count: number; pinned: number }
  'calls.wall.shown': { shown: string | number; total: number }
  'compliance.add.added': { number: string | number }
  'compliance.add.button': Record<string, never>
  'compliance.add.cancel': Record<string, never>
  'compliance.add.confirm': Record<string, never>
  'compliance.add.explain': Record<string, never>
  'compliance.add.title': { number: string | number }
  'compliance.import.line': { line: string | number }
  'compliance.import.report': { added: number; refused: number; updated: number }
  'compliance.list.actions': Record<string, never>
  'compliance.list.add': Record<string, never>
  'compliance.list.added': Record<string, never>
  'compliance.list.csvAfter': Record<string, never>
  'compliance.list.csvBefore': Record<string, never>
  'compliance.list.empty': Record<string, never>
  'compliance.list.export': Record<string, never>
  'compliance.list.heading': Record<string, never>
  'compliance.list.import': Record<string, never>
  'compliance.list.number': Record<string, never>
  'compliance.list.reason': Record<string, never>
  'compliance.list.reasonExample': Record<string, never>
  'compliance.list.remove': Record<string, never>
  'compliance.list.removeLabel': { number: string | number }
  'compliance.list.removed': { number: string | number }
  'compliance.list.undo': Record<string, never>
  'compliance.rules.from': Record<string, never>
  'compliance.rules.heading': Record<string, never>
  'compliance.rules.hours': Record<string, never>
  'compliance.rules.phrases': Record<string, never>
  'compliance.rules.phrasesHint': Record<string, never>
  'compliance.rules.restore': Record<string, never>
  'compliance.rules.save': Record<string, never>
  'compliance.rules.saved': Record<string, never>
  'compliance.rules.to': Record<string, never>
  'compliance.rules.zoneHint': Record<string, never>
  'compliance.section.heading': Record<string, never>
  'compliance.section.lead': Record<string, never>
  'compliance.section.loading': Record<string, never>
  'desktop.menu.checkForUpdates': Record<string, never>
  'desktop.menu.edit': Record<string, never>
  'desktop.menu.file': Record<string, never>
  'desktop.menu.help': Record<string, never>
  'desktop.menu.openLogFolder': Record<string, never>
  'desktop.menu.settings': Record<string, never>
  'desktop.menu.settingsMac': Record<string, never>
  'desktop.menu.view': Record<string, never>
  'desktop.menu.window': Record<string, never>
  'desktop.reach.allow': Record<string, never>
  'desktop.reach.cancel': Record<string, never>
  'desktop.reach.detail': Record<string, never>
  'desktop.reach.question': { origin: string | number }
  'desktop.role.about': Record<string, never>
  'desktop.role.aboutApp': Record<string, never>
  'desktop.role.close': Record<string, never>
  'desktop.role.closeWindow': Record<string, never>
  'desktop.role.copy': Record<string, never>
  'desktop.role.cut': Record<string, never>
  'desktop.role.delete': Record<string, never>
  'desktop.role.exit': Record<string, never>
  'desktop.role.front': Record<string, never>
  'desktop.role.hide': Record<string, never>
  'desktop.role.hideOthers': Record<string, never>
  'desktop.role.minimize': Record<string, never>
  'desktop.role.paste': Record<string, never>
  'desktop.role.pasteAndMatchStyle': Record<string, never>
  'desktop.role.quit': Record<string, never>
  'desktop.role.quitApp': Record<string, never>
  'desktop.role.redo': Record<string, never>
  'desktop.role.reload': Record<string, never>
  'desktop.role.resetZoom': Record<string, never>
  'desktop.role.selectAll': Record<string, never>
  'desktop.role.services': Record<string, never>
  'desktop.role.toggleDevTools': Record<string, never>
  'desktop.role.togglefullscreen': Record<string, never>
  'desktop.role.undo': Record<string, never>
  'desktop.role.unhide': Record<string, never>
  'desktop.role.zoom': Record<string, never>
  'desktop.role.zoomIn': Record<string, never>
  'desktop.role.zoomOut': Record<string, never>
  'desktop.tray.calls': { calls: number }
  'desktop.tray.callsAndTransfers': { calls: number; transfers: number }
  'desktop.tray.noCalls': Record<string, never>
  'desktop.tray.pause': { minutes: string | number }
  'desktop.tray.quit': Record<string, never>
  'desktop.tray.resume': Record<string, never>
  'desktop.tray.resumePaused': { time: string | number }
  'desktop.tray.show': Record<string, never>
  'desktop.tray.title': { calls: string | number; transfers: string | number }
  'desktop.tray.tooltip': { summary: string | number }
  'desktop.tray.tooltipPaused': { summary: string | number; time: string | number }
  'diagnostics.cache.kept': Record<string, never>
  'diagnostics.cache.none': Record<string, never>
  'diagnostics.cache.size': { size: string | number }
  'diagnostics.copy.pathCopied': Record<string, never>
  'diagnostics.copy.pathFailed': Record<string, never>
  'diagnostics.copy.reportCopied': Record<string, never>
  'diagnostics.copy.reportFailed': Record<string, never>
  'diagnostics.logs.copyPath': Record<string, never>
  'diagnostics.logs.opened': Record<string, never>
  'diagnostics.logs.where': Record<string, never>
  'diagnostics.quarantine.heading': Record<string, never>
  'diagnostics.quarantine.intro': Record<string, never>
  'diagnostics.quarantine.item': Record<string, never>
  'diagnostics.quarantine.list': Record<string, never>
  'diagnostics.quarantine.none': Record<string, never>
  'diagnostics.quarantine.seen': Record<string, never>
  'diagnostics.quarantine.seenSince': { count: string | number; when: string | number }
  'diagnostics.quarantine.why': Record<string, never>
  'diagnostics.section.copy': Record<string, never>
  'diagnostics.section.heading': Record<string, never>
  'diagnostics.section.intro': Record<string, never>
  'diagnostics.section.openLogs': Record<string, never>
  'diagnostics.section.show': Record<string, never>
  'insights.agents.countOf': { calls: number; count: string | number }
  'insights.agents.empty': Record<string, never>
  'insights.agents.heading': Record<string, never>
  'insights.band.none': Record<string, never>
  'insights.band.oneToSevenDays': Record<string, never>
  'insights.band.overSevenDays': Record<string, never>
  'insights.band.overTwenty': Record<string, never>
  'insights.band.underOneHour': Record<string, never>
  'insights.callbacks.done': Record<string, never>
  'insights.callbacks.due': Record<string, never>
  'insights.callbacks.finding': { done: string | number; due: number; percent: string | number; period: string | number }
  'insights.callbacks.heading': Record<string, never>
  'insights.callbacks.none': { period: string | number }
  'insights.chart.agent': Record<string, never>
  'insights.chart.day': Record<string, never>
  'insights.chart.exportCsv': Record<string, never>
  'insights.chart.exportPng': Record<string, never>
  'insights.chart.hour': Record<string, never>
  'insights.chart.label': { finding: string | number; heading: string | number }
  'insights.chart.noData': Record<string, never>
  'insights.chart.role': Record<string, never>
  'insights.chart.table': Record<string, never>
  'insights.compared.fewer': { difference: string | number; period: string | number }
  'insights.compared.more': { difference: string | number; period: string | number }
  'insights.compared.same': { period: string | number }
  'insights.completion.completed': Record<string, never>
  'insights.completion.finding': { completed: string | number; disposition: string | number; percent: string | number; total: string | number }
  'insights.completion.heading': Record<string, never>
  'insights.completion.labelColumn': Record<string, never>
  'insights.completion.none': { period: string | number }
  'insights.completion.series': Record<string, never>
  'insights.conversations.finding': { average: string | number; conversations: number; period: string | number }
  'insights.conversations.heading': Record<string, never>
  'insights.conversations.series': Record<string, never>
  'insights.day.finding': { calls: number; comparison: string | number; period: string | number }
  'insights.day.heading': Record<string, never>
  'insights.finding.noCalls': { period: string | number }
  'insights.format.percent': { value: string | number }
  'insights.hour.finding': { calls: number; hour: string | number; period: string | number }
  'insights.hour.heading': Record<string, never>
  'insights.live.callsNow': Record<string, never>
  'insights.live.chartHeading': Record<string, never>
  'insights.live.finding': { active: number; peak: string | number }
  'insights.live.heading': Record<string, never>
  'insights.live.loading': Record<string, never>
  'insights.live.longest': Record<string, never>
  'insights.live.minute': Record<string, never>
  'insights.live.series': Record<string, never>
  'insights.live.transfersWaiting': Record<string, never>
  'insights.messages.finding': { conversations: string | number; count: string | number; length: string | number; period: string | number }
  'insights.messages.heading': Record<string, never>
  'insights.messages.labelColumn': Record<string, never>
  'insights.messages.none': { period: string | number }
  'insights.metric.askedForTransfer': Record<string, never>
  'insights.metric.averageDuration': Record<string, never>
  'insights.metric.calls': Record<string, never>
  'insights.metric.endedNegative': Record<string, never>
  'insights.metric.longestDuration': Record<string, never>
  'insights.metric.negativeAtAnyTime': Record<string, never>
  'insights.overdue.finding': { old: string | number; overdue: number }
  'insights.overdue.heading': Record<string, never>
  'insights.overdue.labelColumn': Record<string, never>
  'insights.overdue.none': Record<string, never>
  'insights.overdue.series': Record<string, never>
  'insights.peak.finding': { calls: number; day: string | number }
  'insights.peak.heading': Record<string, never>
  'insights.peak.none': { period: string | number }
  'insights.peak.series': Record<string, never>
  'insights.period.custom': { from: string | number; to: string | number }
  'insights.period.customBefore': { days: number }
  'insights.period.daysBefore': { days: string | number }
  'insights.period.lastDays': { days: string | number }
  'insights.period.today': Record<string, never>
  'insights.period.yesterday': Record<string, never>
  'insights.range.custom': Record<string, never>
  'insights.range.from': Record<string, never>
  'insights.range.label': Record<string, never>
  'insights.range.max': { days: string | number }
  'insights.range.sevenDays': Record<string, never>
  'insights.range.thirtyDays': Record<string, never>
  'insights.range.to': Record<string, never>
  'insights.range.today': Record<string, never>
  'insights.retention.confirmBody': { days: string | number }
  'insights.retention.confirmLabel': { days: string | number }
  'insights.retention.confirmTitle': Record<string, never>
  'insights.retention.heading': Record<string, never>
  'insights.retention.intro': { default: string | number }
  'insights.retention.keepAfter': Record<string, never>
  'insights.retention.keepBefore': Record<string, never>
  'insights.retention.kept': { days: string | number; pruned: string | number }
  'insights.retention.range': { max: string | number; min: string | number }
  'insights.retention.save': Record<string, never>
  'insights.sentiment.agentFinding': { agent: string | number; calls: string | number; count: string | number; percent: string | number }
  'insights.sentiment.agentHeading': Record<string, never>
  'insights.sentiment.agentNone': { period: string | number }
  'insights.sentiment.dayFinding': { calls: string | number; count: string | number; percent: string | number; period: string | number }
  'insights.sentiment.dayHeading': Record<string, never>
  'insights.sentiment.negative': Record<string, never>
  'insights.sentiment.neutral': Record<string, never>
  'insights.sentiment.other': Record<string, never>
  'insights.sentiment.positive': Record<string, never>
  'insights.transfer.answered': Record<string, never>
  'insights.transfer.answeredIn': { median: string | number; p90: string | number }
  'insights.transfer.explain': Record<string, never>
  'insights.transfer.finding': { answered: number; median: string | number; p90: string | number; period: string | number }
  'insights.transfer.heading': Record<string, never>
  'insights.transfer.median': Record<string, never>
  'insights.transfer.none': { period: string | number }
  'insights.transfer.p90': Record<string, never>
  'insights.transfers.finding': { calls: number; comparison: string | number; period: string | number }
  'insights.transfers.heading': Record<string, never>
  'insights.transfers.labelColumn': Record<string, never>
  'insights.view.figures': Record<string, never>
  'insights.view.heading': Record<string, never>
  'insights.view.loading': Record<string, never>
  'insights.view.zone': { zone: string | number }
  'updates.section.automatic': Record<string, never>
  'updates.section.check': Record<string, never>
  'updates.section.checkAgain': Record<string, never>
  'updates.section.heading': Record<string, never>
  'updates.section.installed': Record<string, never>
  'updates.section.lastChecked': { when: string | number }
  'updates.section.loading': Record<string, never>
  'updates.section.notes': { version: string | number }
  'updates.section.restart': Record<string, never>
  'updates.state.available': { version: string | number }
  'updates.state.checking': Record<string, never>
  'updates.state.downloading': { percent: string | number; version: string | number }
  'updates.state.failed': { message: string | number }
  'updates.state.idle': Record<string, never>
  'updates.state.progress': Record<string, never>
  'updates.state.ready': { version: string | number }
  'updates.state.upToDate': Record<string, never>
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...calls_en, ...compliance_en, ...desktop_en, ...diagnostics_en, ...insights_en, ...updates_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/compliance/es.json'), import('./messages/desktop/es.json'), import('./messages/diagnostics/es.json'), import('./messages/insights/es.json'), import('./messages/updates/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/compliance/pt-BR.json'), import('./messages/desktop/pt-BR.json'), import('./messages/diagnostics/pt-BR.json'), import('./messages/insights/pt-BR.json'), import('./messages/updates/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/compliance/fr.json'), import('./messages/desktop/fr.json'), import('./messages/diagnostics/fr.json'), import('./messages/insights/fr.json'), import('./messages/updates/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/compliance/de.json'), import('./messages/desktop/de.json'), import('./messages/diagnostics/de.json'), import('./messages/insights/de.json'), import('./messages/updates/de.json')])).map((m) => m.default)) as Catalog,
}
