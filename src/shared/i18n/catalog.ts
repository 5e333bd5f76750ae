// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import admin_en from './messages/admin/en.json'
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import workspaces_en from './messages/workspaces/en.json'
import type { Language } from './locales'

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
  'admin.agents.assigned': { agent: string | number; number: string | number }
  'admin.agents.assigning': { number: string | number }
  'admin.agents.callFlow': Record<string, never>
  'admin.agents.close': Record<string, never>
  'admin.agents.create': Record<string, never>
  'admin.agents.delete': Record<string, never>
  'admin.agents.deleteBody': { name: string | number }
  'admin.agents.deleteCallsStop': { number: string | number }
  'admin.agents.deleteNoNumber': Record<string, never>
  'admin.agents.deleteUnassigned': { name: string | number }
  'admin.agents.deleteUnnamed': Record<string, never>
  'admin.agents.emptyHint': Record<string, never>
  'admin.agents.emptyTitle': Record<string, never>
  'admin.agents.flowHintKept': Record<string, never>
  'admin.agents.flowHintNone': Record<string, never>
  'admin.agents.itsNumber': Record<string, never>
  'admin.agents.model': Record<string, never>
  'admin.agents.modelHint': Record<string, never>
  'admin.agents.new': Record<string, never>
  'admin.agents.newCall': Record<string, never>
  'admin.agents.noFlow': Record<string, never>
  'admin.agents.noFlowDetail': Record<string, never>
  'admin.agents.noNumber': Record<string, never>
  'admin.agents.noNumberDetail': Record<string, never>
  'admin.agents.numberUnread': Record<string, never>
  'admin.agents.personalityHint': Record<string, never>
  'admin.agents.provider': Record<string, never>
  'admin.agents.released': { agent: string | number; number: string | number }
  'admin.agents.releasing': { number: string | number }
  'admin.agents.saving': Record<string, never>
  'admin.agents.search': Record<string, never>
  'admin.agents.untitled': Record<string, never>
  'admin.agents.voiceHint': Record<string, never>
  'admin.common.cancel': Record<string, never>
  'admin.common.close': Record<string, never>
  'admin.common.delete': Record<string, never>
  'admin.common.edit': Record<string, never>
  'admin.common.loading': Record<string, never>
  'admin.delete.title': { name: string | number }
  'admin.field.created': Record<string, never>
  'admin.field.description': Record<string, never>
  'admin.field.flow': Record<string, never>
  'admin.field.id': Record<string, never>
  'admin.field.lastChanged': Record<string, never>
  'admin.field.model': Record<string, never>
  'admin.field.name': Record<string, never>
  'admin.field.nodes': Record<string, never>
  'admin.field.personality': Record<string, never>
  'admin.field.phoneNumber': Record<string, never>
  'admin.field.status': Record<string, never>
  'admin.field.type': Record<string, never>
  'admin.field.voice': Record<string, never>
  'admin.flows.asJson': Record<string, never>
  'admin.flows.close': Record<string, never>
  'admin.flows.create': Record<string, never>
  'admin.flows.delete': Record<string, never>
  'admin.flows.deleteBody': { name: string | number }
  'admin.flows.deleteUnnamed': Record<string, never>
  'admin.flows.deleteUnused': Record<string, never>
  'admin.flows.deleteUsers': { agents: string | number; count: number }
  'admin.flows.deleteUsersAfter': { count: number }
  'admin.flows.edges': { count: number }
  'admin.flows.emptyHint': Record<string, never>
  'admin.flows.emptyTitle': Record<string, never>
  'admin.flows.ends': Record<string, never>
  'admin.flows.json': Record<string, never>
  'admin.flows.jsonInvalid': { message: string | number }
  'admin.flows.jsonInvalidAt': { column: string | number; line: string | number }
  'admin.flows.leadsTo': Record<string, never>
  'admin.flows.messageFlow': Record<string, never>
  'admin.flows.new': Record<string, never>
  'admin.flows.noAgent': Record<string, never>
  'admin.flows.noNodes': Record<string, never>
  'admin.flows.noNodesSent': Record<string, never>
  'admin.flows.preview': { edges: number; nodes: number }
  'admin.flows.routing': Record<string, never>
  'admin.flows.routingHint': Record<string, never>
  'admin.flows.routingLabel': Record<string, never>
  'admin.flows.saving': Record<string, never>
  'admin.flows.search': Record<string, never>
  'admin.flows.usedBy': Record<string, never>
  'admin.flows.when': { condition: string | number }
  'admin.folders.add': Record<string, never>
  'admin.folders.addLabel': { type: string | number }
  'admin.folders.added': { flow: string | number; folder: string | number }
  'admin.folders.adding': { flow: string | number }
  'admin.folders.allIn': { type: string | number }
  'admin.folders.choose': Record<string, never>
  'admin.folders.chooseFirst': Record<string, never>
  'admin.folders.close': Record<string, never>
  'admin.folders.colour': { colour: string | number }
  'admin.folders.empty': Record<string, never>
  'admin.folders.flows': Record<string, never>
  'admin.folders.holds': Record<string, never>
  'admin.folders.holdsValue': { model: string | number; type: string | number }
  'admin.folders.icon': Record<string, never>
  'admin.folders.missingId': Record<string, never>
  'admin.folders.noFlows': Record<string, never>
  'admin.folders.openLabel': Record<string, never>
  'admin.folders.remove': Record<string, never>
  'admin.folders.removeFlow': { flow: string | number }
  'admin.folders.removeNote': Record<string, never>
  'admin.folders.removed': { flow: string | number; folder: string | number }
  'admin.folders.removing': { flow: string | number }
  'admin.folders.untitled': Record<string, never>
  'admin.folders.why': Record<string, never>
  'admin.form.close': Record<string, never>
  'admin.form.editTitle': { name: string | number }
  'admin.form.required': Record<string, never>
  'admin.form.saveChanges': Record<string, never>
  'admin.form.unchanged': Record<string, never>
  'admin.freshness.cached': Record<string, never>
  'admin.freshness.fetched': { time: string | number }
  'admin.hours.add': Record<string, never>
  'admin.hours.closed': Record<string, never>
  'admin.hours.converted': { from: string | number; zone: string | number }
  'admin.hours.copy': Record<string, never>
  'admin.hours.copyTitle': Record<string, never>
  'admin.hours.day': { day: string | number }
  'admin.hours.enabled': Record<string, never>
  'admin.hours.endProblem': { problem: string | number }
  'admin.hours.endsLabel': { day: string | number; n: string | number }
  'admin.hours.json': Record<string, never>
  'admin.hours.legend': { zone: string | number }
  'admin.hours.removeLabel': { day: string | number; n: string | number }
  'admin.hours.startProblem': { problem: string | number }
  'admin.hours.startsLabel': { day: string | number; n: string | number }
  'admin.hours.title': Record<string, never>
  'admin.hours.unknownShape': Record<string, never>
  'admin.json.copied': Record<string, never>
  'admin.json.copy': Record<string, never>
  'admin.json.selected': Record<string, never>
  'admin.keys.close': Record<string, never>
  'admin.keys.delete': Record<string, never>
  'admin.keys.move': Record<string, never>
  'admin.keys.new': Record<string, never>
  'admin.keys.open': Record<string, never>
  'admin.keys.search': Record<string, never>
  'admin.knowledge.bytes': { size: string | number }
  'admin.knowledge.close': Record<string, never>
  'admin.knowledge.documents': { count: string | number }
  'admin.knowledge.empty': Record<string, never>
  'admin.knowledge.kilobytes': { size: string | number }
  'admin.knowledge.megabytes': { size: string | number }
  'admin.knowledge.missingId': Record<string, never>
  'admin.knowledge.noDocuments': Record<string, never>
  'admin.knowledge.openLabel': Record<string, never>
  'admin.knowledge.size': Record<string, never>
  'admin.knowledge.untitled': Record<string, never>
  'admin.knowledge.uploaded': Record<string, never>
  'admin.knowledge.why': Record<string, never>
  'admin.list.sortBy': Record<string, never>
  'admin.numberActions.another': Record<string, never>
  'admin.numberActions.anotherAgent': Record<string, never>
  'admin.numberActions.assign': Record<string, never>
  'admin.numberActions.assignLabel': Record<string, never>
  'admin.numberActions.callsTo': Record<string, never>
  'admin.numberActions.choose': Record<string, never>
  'admin.numberActions.chooseFirst': Record<string, never>
  'admin.numberActions.move': Record<string, never>
  'admin.numberActions.moveBody': { agent: string | number; from: string | number; left: string | number; number: string | number }
  'admin.numberActions.moveTitle': { agent: string | number; number: string | number }
  'admin.numberActions.noneKnown': Record<string, never>
  'admin.numberActions.now': { agent: string | number }
  'admin.numberActions.nowAnother': Record<string, never>
  'admin.numberActions.reach': { agent: string | number }
  'admin.numberActions.release': Record<string, never>
  'admin.numberActions.releaseBody': { agent: string | number; number: string | number }
  'admin.numberActions.releaseTitle': { agent: string | number; number: string | number }
  'admin.numberActions.source': Record<string, never>
  'admin.numberActions.thatAgent': Record<string, never>
  'admin.numberActions.theNumber': Record<string, never>
  'admin.numberActions.unassigned': Record<string, never>
  'admin.numbers.bothWays': Record<string, never>
  'admin.numbers.callerId': Record<string, never>
  'admin.numbers.close': Record<string, never>
  'admin.numbers.customerNumber': Record<string, never>
  'admin.numbers.direction': Record<string, never>
  'admin.numbers.emptyHint': Record<string, never>
  'admin.numbers.emptyTitle': Record<string, never>
  'admin.numbers.fetched': { time: string | number }
  'admin.numbers.inbound': Record<string, never>
  'admin.numbers.kind': { type: string | number }
  'admin.numbers.label': Record<string, never>
  'admin.numbers.maxDuration': Record<string, never>
  'admin.numbers.maxDurationLabel': Record<string, never>
  'admin.numbers.messageHint': Record<string, never>
  'admin.numbers.noLabel': Record<string, never>
  'admin.numbers.nobody': Record<string, never>
  'admin.numbers.notAssigned': Record<string, never>
  'admin.numbers.notFetched': Record<string, never>
  'admin.numbers.number': Record<string, never>
  'admin.numbers.outbound': Record<string, never>
  'admin.numbers.record': Record<string, never>
  'admin.numbers.routesTo': Record<string, never>
  'admin.numbers.routesToAgent': Record<string, never>
  'admin.numbers.save': Record<string, never>
  'admin.numbers.saving': { number: string | number }
  'admin.numbers.search': Record<string, never>
  'admin.numbers.tags': Record<string, never>
  'admin.numbers.tagsHint': Record<string, never>
  'admin.numbers.thisNumber': Record<string, never>
  'admin.numbers.unassignHint': Record<string, never>
  'admin.openById.before': Record<string, never>
  'admin.openById.forget': Record<string, never>
  'admin.openById.forgetLabel': { name: string | number }
  'admin.openById.open': Record<string, never>
  'admin.openById.opened': { when: string | number }
  'admin.openById.opening': Record<string, never>
  'admin.readOnly.body': Record<string, never>
  'admin.readOnly.label': Record<string, never>
  'admin.readOnly.noWorkspace': Record<string, never>
  'admin.readOnly.offline': Record<string, never>
  'admin.readOnly.title': Record<string, never>
  'admin.tab.agents': Record<string, never>
  'admin.tab.flows': Record<string, never>
  'admin.tab.folders': Record<string, never>
  'admin.tab.knowledge': Record<string, never>
  'admin.tab.numbers': Record<string, never>
  'admin.tab.workspace': Record<string, never>
  'admin.view.noWorkspace': Record<string, never>
  'admin.view.title': Record<string, never>
  'admin.workspace.allows': Record<string, never>
  'admin.workspace.email': Record<string, never>
  'admin.workspace.has': Record<string, never>
  'admin.workspace.initials': Record<string, never>
  'admin.workspace.key': Record<string, never>
  'admin.workspace.keyRole': { role: string | number }
  'admin.workspace.lacks': Record<string, never>
  'admin.workspace.members': { count: string | number }
  'admin.workspace.nameMissing': Record<string, never>
  'admin.workspace.nameSame': Record<string, never>
  'admin.workspace.nameTooLong': Record<string, never>
  'admin.workspace.noMembers': Record<string, never>
  'admin.workspace.notFetched': Record<string, never>
  'admin.workspace.notFetchedTitle': Record<string, never>
  'admin.workspace.permission': Record<string, never>
  'admin.workspace.permissions': Record<string, never>
  'admin.workspace.permissionsIntro': Record<string, never>
  'admin.workspace.rename': Record<string, never>
  'admin.workspace.renameHint': Record<string, never>
  'admin.workspace.renameLabel': Record<string, never>
  'admin.workspace.renamed': { name: string | number }
  'admin.workspace.renaming': { name: string | number }
  'admin.workspace.role': Record<string, never>
  'admin.workspace.roleUnknown': Record<string, never>
  'admin.workspace.thisKey': Record<string, never>
  'admin.workspace.userId': Record<string, never>
  'admin.write.created': { name: string | number }
  'admin.write.creating': { name: string | number }
  'admin.write.deleted': { name: string | number }
  'admin.write.deleting': { name: string | number }
  'admin.write.saved': { name: string | number }
  'admin.write.undo': Record<string, never>
  'admin.write.wait': { busy: string | number }
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
  'workspaces.action.cancel': Record<string, never>
  'workspaces.action.save': Record<string, never>
  'workspaces.add.apiKey': Record<string, never>
  'workspaces.add.baseUrl': Record<string, never>
  'workspaces.add.heading': Record<string, never>
  'workspaces.add.hint': Record<string, never>
  'workspaces.add.labelPlaceholder': Record<string, never>
  'workspaces.add.open': Record<string, never>
  'workspaces.add.submit': Record<string, never>
  'workspaces.add.testing': Record<string, never>
  'workspaces.add.workspaceId': Record<string, never>
  'workspaces.budget.label': Record<string, never>
  'workspaces.budget.lastSlowed': { time: string | number }
  'workspaces.budget.nothingWaiting': Record<string, never>
  'workspaces.budget.paused': { time: string | number }
  'workspaces.budget.sentAfter': { budget: string | number; perMinute: string | number }
  'workspaces.budget.sentBefore': Record<string, never>
  'workspaces.budget.waiting': { count: number; yours: string | number }
  'workspaces.demo.member': Record<string, never>
  'workspaces.demo.memberTitle': Record<string, never>
  'workspaces.demo.open': Record<string, never>
  'workspaces.demo.starting': Record<string, never>
  'workspaces.empty': Record<string, never>
  'workspaces.field.label': Record<string, never>
  'workspaces.field.plan': Record<string, never>
  'workspaces.heading': Record<string, never>
  'workspaces.keychain.advice': Record<string, never>
  'workspaces.keychain.title': Record<string, never>
  'workspaces.loadFailed': { error: string | number }
  'workspaces.loading': Record<string, never>
  'workspaces.plan.business': Record<string, never>
  'workspaces.plan.businessRate': Record<string, never>
  'workspaces.plan.developer': Record<string, never>
  'workspaces.plan.developerRate': Record<string, never>
  'workspaces.plan.enterprise': Record<string, never>
  'workspaces.plan.enterpriseRate': Record<string, never>
  'workspaces.remove.body': Record<string, never>
  'workspaces.remove.confirm': Record<string, never>
  'workspaces.remove.demoBody': Record<string, never>
  'workspaces.remove.title': { label: string | number }
  'workspaces.row.active': Record<string, never>
  'workspaces.row.demo': Record<string, never>
  'workspaces.row.demoKeyTitle': Record<string, never>
  'workspaces.row.edit': Record<string, never>
  'workspaces.row.failed': Record<string, never>
  'workspaces.row.idTitle': { id: string | number }
  'workspaces.row.key': { key: string | number }
  'workspaces.row.keyMissing': Record<string, never>
  'workspaces.row.keyTitle': Record<string, never>
  'workspaces.row.newKey': Record<string, never>
  'workspaces.row.rate': { perMinute: string | number; plan: string | number }
  'workspaces.row.remove': Record<string, never>
  'workspaces.row.replace': Record<string, never>
  'workspaces.row.rotate': Record<string, never>
  'workspaces.row.switch': Record<string, never>
  'workspaces.row.testing': Record<string, never>
  'workspaces.share.countedShared': { others: string | number; used: string | number }
  'workspaces.share.free': { budget: string | number }
  'workspaces.share.held': Record<string, never>
  'workspaces.share.limitedAfter': { budget: string | number }
  'workspaces.share.limitedBefore': Record<string, never>
  'workspaces.share.limitedShared': { budget: string | number; used: string | number }
  'workspaces.share.slowed': { count: number }
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...admin_en, ...app_en, ...calls_en, ...workspaces_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/admin/es.json'), import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/workspaces/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/admin/pt-BR.json'), import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/workspaces/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/admin/fr.json'), import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/workspaces/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/admin/de.json'), import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/workspaces/de.json')])).map((m) => m.default)) as Catalog,
}
