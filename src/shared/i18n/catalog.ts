// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
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
  'alerts.colour.amber': Record<string, never>
  'alerts.colour.blue': Record<string, never>
  'alerts.colour.green': Record<string, never>
  'alerts.colour.grey': Record<string, never>
  'alerts.colour.orange': Record<string, never>
  'alerts.colour.purple': Record<string, never>
  'alerts.colour.red': Record<string, never>
  'alerts.colour.teal': Record<string, never>
  'alerts.describe.everyAgent': Record<string, never>
  'alerts.describe.nearMax': { percent: string | number }
  'alerts.describe.negative': Record<string, never>
  'alerts.describe.negativeFor': { seconds: string | number }
  'alerts.describe.notification': Record<string, never>
  'alerts.describe.redAfter': { amber: string | number; seconds: string | number }
  'alerts.describe.said': { phrase: string | number }
  'alerts.describe.sound': Record<string, never>
  'alerts.describe.tile': Record<string, never>
  'alerts.describe.transfer': Record<string, never>
  'alerts.describe.transferWaiting': { seconds: string | number }
  'alerts.form.agents': Record<string, never>
  'alerts.form.amberSeconds': Record<string, never>
  'alerts.form.cancel': Record<string, never>
  'alerts.form.colour': Record<string, never>
  'alerts.form.label': Record<string, never>
  'alerts.form.labelError': Record<string, never>
  'alerts.form.name': Record<string, never>
  'alerts.form.negativeSeconds': Record<string, never>
  'alerts.form.notify': Record<string, never>
  'alerts.form.percent': Record<string, never>
  'alerts.form.percentError': Record<string, never>
  'alerts.form.phrase': Record<string, never>
  'alerts.form.phraseError': Record<string, never>
  'alerts.form.pin': Record<string, never>
  'alerts.form.redError': Record<string, never>
  'alerts.form.redSeconds': Record<string, never>
  'alerts.form.save': Record<string, never>
  'alerts.form.secondsError': Record<string, never>
  'alerts.form.sound': Record<string, never>
  'alerts.form.then': Record<string, never>
  'alerts.form.tile': Record<string, never>
  'alerts.form.when': Record<string, never>
  'alerts.import.body': { count: string | number; imported: string | number }
  'alerts.import.confirm': Record<string, never>
  'alerts.import.title': Record<string, never>
  'alerts.import.unread': { count: string | number }
  'alerts.kind.heard': Record<string, never>
  'alerts.kind.nearMax': Record<string, never>
  'alerts.kind.negative': Record<string, never>
  'alerts.kind.transfer': Record<string, never>
  'alerts.notifications.allow': Record<string, never>
  'alerts.notifications.allowed': Record<string, never>
  'alerts.notifications.blocked': Record<string, never>
  'alerts.notifications.unsupported': Record<string, never>
  'alerts.remove.body': Record<string, never>
  'alerts.remove.confirm': Record<string, never>
  'alerts.remove.title': { label: string | number }
  'alerts.restore.body': { count: string | number }
  'alerts.restore.confirm': Record<string, never>
  'alerts.restore.title': Record<string, never>
  'alerts.rules.add': Record<string, never>
  'alerts.rules.dismiss': Record<string, never>
  'alerts.rules.edit': Record<string, never>
  'alerts.rules.editLabel': { rule: string | number }
  'alerts.rules.empty': Record<string, never>
  'alerts.rules.export': Record<string, never>
  'alerts.rules.hint': Record<string, never>
  'alerts.rules.import': Record<string, never>
  'alerts.rules.refused': { count: number }
  'alerts.rules.refusedFile': { reason: string | number }
  'alerts.rules.refusedNamedRule': { index: string | number; label: string | number; reason: string | number }
  'alerts.rules.refusedRule': { index: string | number; reason: string | number }
  'alerts.rules.remove': Record<string, never>
  'alerts.rules.removeLabel': { rule: string | number }
  'alerts.rules.restore': Record<string, never>
  'alerts.rules.title': Record<string, never>
  'alerts.section.on': Record<string, never>
  'alerts.section.pause15': Record<string, never>
  'alerts.section.pause60': Record<string, never>
  'alerts.section.paused': { time: string | number }
  'alerts.section.playSound': Record<string, never>
  'alerts.section.resume': Record<string, never>
  'alerts.section.title': Record<string, never>
  'app.about.browser': Record<string, never>
  'app.about.dataDir': Record<string, never>
  'app.about.desktop': Record<string, never>
  'app.about.error': { error: string | number }
  'app.about.heading': Record<string, never>
  'app.about.host': Record<string, never>
  'app.about.platform': Record<string, never>
  'app.about.version': Record<string, never>
  'app.brand': Record<string, never>
  'app.connection.degraded': Record<string, never>
  'app.connection.noWorkspace': Record<string, never>
  'app.connection.offline': Record<string, never>
  'app.connection.online': Record<string, never>
  'app.connection.showingFrom': { time: string | number }
  'app.gate.createAgent': Record<string, never>
  'app.gate.createVoice': Record<string, never>
  'app.gate.deleteAgent': Record<string, never>
  'app.gate.editAgent': Record<string, never>
  'app.gate.editCallback': Record<string, never>
  'app.gate.editFlow': Record<string, never>
  'app.gate.endCall': Record<string, never>
  'app.gate.manageNumbers': Record<string, never>
  'app.gate.placeCall': Record<string, never>
  'app.gate.refused': { doing: string | number; permission: string | number }
  'app.gate.renameWorkspace': Record<string, never>
  'app.gate.viewAgents': Record<string, never>
  'app.gate.viewHistory': Record<string, never>
  'app.language.heading': Record<string, never>
  'app.language.intro': Record<string, never>
  'app.language.label': Record<string, never>
  'app.language.loadFailed': Record<string, never>
  'app.language.system': { language: string | number }
  'app.loading': Record<string, never>
  'app.loadingView': { view: string | number }
  'app.nav.label': Record<string, never>
  'app.nav.shortcut': { shortcut: string | number; view: string | number }
  'app.noWorkspace.open': Record<string, never>
  'app.noWorkspace.title': Record<string, never>
  'app.region.africa': Record<string, never>
  'app.region.america': Record<string, never>
  'app.region.antarctica': Record<string, never>
  'app.region.arctic': Record<string, never>
  'app.region.asia': Record<string, never>
  'app.region.atlantic': Record<string, never>
  'app.region.australia': Record<string, never>
  'app.region.europe': Record<string, never>
  'app.region.indian': Record<string, never>
  'app.region.other': Record<string, never>
  'app.region.pacific': Record<string, never>
  'app.region.universal': Record<string, never>
  'app.resource.activeCalls': Record<string, never>
  'app.resource.agents': Record<string, never>
  'app.resource.conversations': Record<string, never>
  'app.resource.dispositions': Record<string, never>
  'app.resource.flows': Record<string, never>
  'app.resource.voices': Record<string, never>
  'app.settings.sections': Record<string, never>
  'app.sync.estimating': Record<string, never>
  'app.sync.fetched': { count: string | number; name: string | number }
  'app.sync.first': Record<string, never>
  'app.sync.heading': Record<string, never>
  'app.sync.hoursLeft': { hours: string | number; minutes: string | number }
  'app.sync.line': { name: string | number; when: string | number }
  'app.sync.lineFailed': { error: string | number; name: string | number; when: string | number }
  'app.sync.minutesLeft': { minutes: string | number }
  'app.sync.noWorkspace': Record<string, never>
  'app.sync.now': Record<string, never>
  'app.sync.of': { done: string | number; total: string | number }
  'app.sync.openCallbacksDone': { time: string | number }
  'app.sync.openCallbacksFirst': Record<string, never>
  'app.sync.openCallbacksPage': { count: string | number; name: string | number }
  'app.sync.page': { count: string | number; name: string | number }
  'app.sync.progress': Record<string, never>
  'app.sync.rebuild': Record<string, never>
  'app.sync.rebuilding': Record<string, never>
  'app.sync.rebuilt': { kept: number }
  'app.sync.requests': { done: string | number; total: string | number }
  'app.sync.resourceNever': Record<string, never>
  'app.sync.resourceRunning': Record<string, never>
  'app.sync.resourceSynced': { time: string | number }
  'app.sync.secondsLeft': { seconds: string | number }
  'app.sync.starting': { name: string | number }
  'app.sync.syncing': Record<string, never>
  'app.view.admin': Record<string, never>
  'app.view.callbacks': Record<string, never>
  'app.view.calls': Record<string, never>
  'app.view.campaigns': Record<string, never>
  'app.view.history': Record<string, never>
  'app.view.insights': Record<string, never>
  'app.view.settings': Record<string, never>
  'app.view.voices': Record<string, never>
  'app.viewFailed': { view: string | number }
  'app.workspace.demo': { name: string | number }
  'app.workspace.label': Record<string, never>
  'app.workspace.manage': Record<string, never>
  'app.zone.computer': { offset: string | number; zone: string | number }
  'app.zone.find': Record<string, never>
  'app.zone.findPlaceholder': Record<string, never>
  'app.zone.heading': Record<string, never>
  'app.zone.intro': Record<string, never>
  'app.zone.label': Record<string, never>
  'app.zone.noMatch': { query: string | number }
  'app.zone.now': { time: string | number }
  'app.zone.nowSystem': { time: string | number; zone: string | number }
  'app.zone.showIn': Record<string, never>
  'callbacks.agenda.empty': Record<string, never>
  'callbacks.agenda.today': { day: string | number }
  'callbacks.agenda.tomorrow': { day: string | number }
  'callbacks.attempt.calling': Record<string, never>
  'callbacks.attempt.chooseLater': Record<string, never>
  'callbacks.attempt.ended': Record<string, never>
  'callbacks.attempt.failed': Record<string, never>
  'callbacks.attempt.howDidItGo': Record<string, never>
  'callbacks.attempt.live': Record<string, never>
  'callbacks.attempt.mood': { sentiment: string | number }
  'callbacks.attempt.moodTransfer': { sentiment: string | number }
  'callbacks.attempt.outcome': { outcome: string | number }
  'callbacks.attempt.staysOpen': Record<string, never>
  'callbacks.attempt.unanswered': Record<string, never>
  'callbacks.attempt.unansweredDetail': Record<string, never>
  'callbacks.attempt.waiting': Record<string, never>
  'callbacks.attempt.who': { agent: string | number; by: string | number; time: string | number }
  'callbacks.batch.unknown': Record<string, never>
  'callbacks.block.askedNotToCall': Record<string, never>
  'callbacks.block.doNotCall': Record<string, never>
  'callbacks.block.invalidNumber': Record<string, never>
  'callbacks.block.overrideAsked': Record<string, never>
  'callbacks.block.overrideQuietHours': Record<string, never>
  'callbacks.block.quietHours': Record<string, never>
  'callbacks.bulk.clear': Record<string, never>
  'callbacks.bulk.label': Record<string, never>
  'callbacks.bulk.rescheduleTo': Record<string, never>
  'callbacks.bulk.selected': { count: string | number }
  'callbacks.bulk.statusConfirm': { status: string | number }
  'callbacks.bulk.statusConfirmText': { count: number; status: string | number }
  'callbacks.bulk.statusConfirmTitle': { count: number }
  'callbacks.bulk.statusLabel': Record<string, never>
  'callbacks.callNow.blocks': Record<string, never>
  'callbacks.callNow.callAnyway': Record<string, never>
  'callbacks.callNow.callNow': Record<string, never>
  'callbacks.callNow.callWith': Record<string, never>
  'callbacks.callNow.calling': Record<string, never>
  'callbacks.callNow.cancel': Record<string, never>
  'callbacks.callNow.close': Record<string, never>
  'callbacks.callNow.notNoted': Record<string, never>
  'callbacks.callNow.noted': { line: string | number }
  'callbacks.callNow.offline': Record<string, never>
  'callbacks.callNow.offlineReason': Record<string, never>
  'callbacks.callNow.openLive': Record<string, never>
  'callbacks.callNow.outcomeLabel': Record<string, never>
  'callbacks.callNow.refused': Record<string, never>
  'callbacks.callNow.saveOutcome': Record<string, never>
  'callbacks.callNow.summaryAfter': Record<string, never>
  'callbacks.callNow.summaryAfterNamed': { customer: string | number }
  'callbacks.callNow.summaryBefore': { agent: string | number }
  'callbacks.callNow.title': { who: string | number }
  'callbacks.change.notes': Record<string, never>
  'callbacks.change.status': { status: string | number }
  'callbacks.change.time': { time: string | number }
  'callbacks.conflict.intro': { number: string | number }
  'callbacks.conflict.keepMine': Record<string, never>
  'callbacks.conflict.keepTheirs': Record<string, never>
  'callbacks.conflict.later': Record<string, never>
  'callbacks.conflict.noNotes': Record<string, never>
  'callbacks.conflict.noTime': Record<string, never>
  'callbacks.conflict.theirs': Record<string, never>
  'callbacks.conflict.title': Record<string, never>
  'callbacks.conflict.yours': Record<string, never>
  'callbacks.detail.close': Record<string, never>
  'callbacks.due.at': { time: string | number }
  'callbacks.due.blocked': Record<string, never>
  'callbacks.due.dismiss': Record<string, never>
  'callbacks.due.dismissLabel': { who: string | number }
  'callbacks.due.label': Record<string, never>
  'callbacks.due.open': Record<string, never>
  'callbacks.due.remindersOff': Record<string, never>
  'callbacks.due.turnOn': Record<string, never>
  'callbacks.edit.discarded': Record<string, never>
  'callbacks.edit.failed': { count: number; error: string | number }
  'callbacks.edit.keptMine': Record<string, never>
  'callbacks.edit.keptTheirs': Record<string, never>
  'callbacks.edit.marked': { count: number; status: string | number }
  'callbacks.edit.notesSaved': Record<string, never>
  'callbacks.edit.offline': Record<string, never>
  'callbacks.edit.outcomeSaved': { status: string | number }
  'callbacks.edit.rescheduled': { count: number }
  'callbacks.edit.rescheduledTo': { count: number; time: string | number }
  'callbacks.edit.snoozed': { count: number }
  'callbacks.edit.snoozedUntil': { time: string | number }
  'callbacks.field.agent': Record<string, never>
  'callbacks.field.attempt': Record<string, never>
  'callbacks.field.batch': Record<string, never>
  'callbacks.field.created': Record<string, never>
  'callbacks.field.customer': Record<string, never>
  'callbacks.field.disposition': Record<string, never>
  'callbacks.field.notes': Record<string, never>
  'callbacks.field.phone': Record<string, never>
  'callbacks.field.status': Record<string, never>
  'callbacks.field.time': Record<string, never>
  'callbacks.filter.anyAgent': Record<string, never>
  'callbacks.filter.anyAttempt': Record<string, never>
  'callbacks.filter.anyBatch': Record<string, never>
  'callbacks.filter.anyStatus': Record<string, never>
  'callbacks.filter.anyType': Record<string, never>
  'callbacks.filter.clear': Record<string, never>
  'callbacks.filter.label': Record<string, never>
  'callbacks.filter.search': Record<string, never>
  'callbacks.filter.searchHint': Record<string, never>
  'callbacks.filter.type': Record<string, never>
  'callbacks.flag.askedNotToCall': Record<string, never>
  'callbacks.flag.askedNotToCallWhy': { reason: string | number }
  'callbacks.flag.doNotCall': Record<string, never>
  'callbacks.flag.doNotCallWhy': { reason: string | number }
  'callbacks.flag.saidIn': { excerpt: string | number; phrase: string | number }
  'callbacks.group.done': Record<string, never>
  'callbacks.group.doneEmpty': Record<string, never>
  'callbacks.group.later': Record<string, never>
  'callbacks.group.laterEmpty': Record<string, never>
  'callbacks.group.nextHour': Record<string, never>
  'callbacks.group.nextHourEmpty': Record<string, never>
  'callbacks.group.overdue': Record<string, never>
  'callbacks.group.overdueEmpty': Record<string, never>
  'callbacks.group.today': Record<string, never>
  'callbacks.group.todayEmpty': Record<string, never>
  'callbacks.header.agenda': Record<string, never>
  'callbacks.header.notSynced': Record<string, never>
  'callbacks.header.queue': Record<string, never>
  'callbacks.header.show': Record<string, never>
  'callbacks.header.syncNow': Record<string, never>
  'callbacks.header.synced': { when: string | number }
  'callbacks.header.syncing': Record<string, never>
  'callbacks.header.title': Record<string, never>
  'callbacks.header.zone': { zone: string | number }
  'callbacks.keys.agenda': Record<string, never>
  'callbacks.keys.call': Record<string, never>
  'callbacks.keys.escape': Record<string, never>
  'callbacks.keys.move': Record<string, never>
  'callbacks.keys.moveKeys': Record<string, never>
  'callbacks.keys.open': Record<string, never>
  'callbacks.keys.search': Record<string, never>
  'callbacks.keys.snooze15': Record<string, never>
  'callbacks.keys.snooze1h': Record<string, never>
  'callbacks.keys.snoozeTomorrow': Record<string, never>
  'callbacks.keys.title': Record<string, never>
  'callbacks.keys.toggle': Record<string, never>
  'callbacks.notes.save': Record<string, never>
  'callbacks.notes.undo': Record<string, never>
  'callbacks.outbox.conflict': Record<string, never>
  'callbacks.outbox.conflictHint': Record<string, never>
  'callbacks.outbox.discard': Record<string, never>
  'callbacks.outbox.discardConfirm': Record<string, never>
  'callbacks.outbox.discardText': { changes: string | number }
  'callbacks.outbox.discardTitle': Record<string, never>
  'callbacks.outbox.failed': Record<string, never>
  'callbacks.outbox.failedHint': Record<string, never>
  'callbacks.outbox.label': Record<string, never>
  'callbacks.outbox.pending': Record<string, never>
  'callbacks.outbox.pendingHint': Record<string, never>
  'callbacks.outbox.resolve': Record<string, never>
  'callbacks.outbox.state': { state: string | number }
  'callbacks.outbox.stateConflict': Record<string, never>
  'callbacks.outbox.stateDone': Record<string, never>
  'callbacks.outbox.stateFailed': Record<string, never>
  'callbacks.outbox.stateSending': Record<string, never>
  'callbacks.outbox.stateWaiting': Record<string, never>
  'callbacks.queue.firstSync': Record<string, never>
  'callbacks.queue.firstSyncHint': Record<string, never>
  'callbacks.queue.loading': Record<string, never>
  'callbacks.queue.noMatch': Record<string, never>
  'callbacks.queue.noWorkspace': Record<string, never>
  'callbacks.queue.noWorkspaceAfter': Record<string, never>
  'callbacks.queue.noWorkspaceBefore': Record<string, never>
  'callbacks.queue.noneHint': Record<string, never>
  'callbacks.queue.noneScheduled': Record<string, never>
  'callbacks.queue.openLoading': Record<string, never>
  'callbacks.queue.openSettings': Record<string, never>
  'callbacks.queue.readError': { error: string | number }
  'callbacks.queue.refreshError': { error: string | number }
  'callbacks.queue.truncated': { matched: string | number; shown: string | number }
  'callbacks.reminder.body': { disposition: string | number; number: string | number; time: string | number }
  'callbacks.reminder.title': { who: string | number }
  'callbacks.reschedule.label': Record<string, never>
  'callbacks.reschedule.past': { example: string | number; zone: string | number }
  'callbacks.reschedule.snooze': Record<string, never>
  'callbacks.reschedule.snooze15': Record<string, never>
  'callbacks.reschedule.snooze1h': Record<string, never>
  'callbacks.reschedule.snoozeLabel': Record<string, never>
  'callbacks.reschedule.snoozeTomorrow': Record<string, never>
  'callbacks.reschedule.submit': Record<string, never>
  'callbacks.row.attempt': { attempt: string | number }
  'callbacks.row.call': Record<string, never>
  'callbacks.row.newCall': Record<string, never>
  'callbacks.row.newCallTo': { who: string | number }
  'callbacks.row.select': { who: string | number }
  'callbacks.section.selectAll': { title: string | number }
  'callbacks.section.showAll': { total: string | number }
  'callbacks.status.change': Record<string, never>
  'callbacks.status.choose': Record<string, never>
  'callbacks.view.conflicts': { count: number }
  'callbacks.view.offline': Record<string, never>
  'callbacks.view.review': Record<string, never>
  'calls.age.hours': { hours: string | number; minutes: string | number }
  'calls.age.minutes': { minutes: string | number }
  'calls.age.seconds': { seconds: string | number }
  'calls.age.wholeHours': { hours: string | number }
  'calls.alert.stillWaiting': { customer: string | number; rule: string | number }
  'calls.alert.title': { customer: string | number; rule: string | number }
  'calls.banner.asOf': { time: string | number }
  'calls.banner.lastUpdate': { time: string | number }
  'calls.banner.noAnswer': Record<string, never>
  'calls.banner.noUpdate': Record<string, never>
  'calls.banner.offline': Record<string, never>
  'calls.banner.offlineEffect': Record<string, never>
  'calls.banner.overdue': { reason: string | number }
  'calls.banner.rateLimited': Record<string, never>
  'calls.banner.slowDown': { time: string | number }
  'calls.board.attention': Record<string, never>
  'calls.board.every': Record<string, never>
  'calls.board.figures': Record<string, never>
  'calls.board.firstUpdate': Record<string, never>
  'calls.board.firstUpdateOffline': Record<string, never>
  'calls.board.live': Record<string, never>
  'calls.board.more': { count: string | number }
  'calls.board.noAnswer': Record<string, never>
  'calls.board.noAttention': Record<string, never>
  'calls.board.noCalls': Record<string, never>
  'calls.board.noUpdates': Record<string, never>
  'calls.board.notUpdated': { age: string | number; why: string | number }
  'calls.board.offline': Record<string, never>
  'calls.board.others': Record<string, never>
  'calls.detail.agent': Record<string, never>
  'calls.detail.barge': Record<string, never>
  'calls.detail.call': Record<string, never>
  'calls.detail.close': Record<string, never>
  'calls.detail.closeTitle': Record<string, never>
  'calls.detail.duration': Record<string, never>
  'calls.detail.end': Record<string, never>
  'calls.detail.endOffline': Record<string, never>
  'calls.detail.ended': Record<string, never>
  'calls.detail.endedBySupervisor': { time: string | number }
  'calls.detail.firstSeen': Record<string, never>
  'calls.detail.gone': Record<string, never>
  'calls.detail.handBack': Record<string, never>
  'calls.detail.heard': Record<string, never>
  'calls.detail.joined': { time: string | number }
  'calls.detail.lastMessage': Record<string, never>
  'calls.detail.lastSeen': Record<string, never>
  'calls.detail.listen': Record<string, never>
  'calls.detail.loading': Record<string, never>
  'calls.detail.noHistory': Record<string, never>
  'calls.detail.noMessages': Record<string, never>
  'calls.detail.notRequested': Record<string, never>
  'calls.detail.partial': Record<string, never>
  'calls.detail.participants': Record<string, never>
  'calls.detail.peak': Record<string, never>
  'calls.detail.phone': Record<string, never>
  'calls.detail.requested': Record<string, never>
  'calls.detail.room': Record<string, never>
  'calls.detail.roomError': { error: string | number }
  'calls.detail.sentiment': Record<string, never>
  'calls.detail.takeOver': Record<string, never>
  'calls.detail.timeline': Record<string, never>
  'calls.detail.transcript': Record<string, never>
  'calls.detail.transcriptLabel': Record<string, never>
  'calls.detail.transfer': Record<string, never>
  'calls.detail.transferRequested': Record<string, never>
  'calls.detail.type': Record<string, never>
  'calls.end.alreadyEnded': Record<string, never>
  'calls.end.body': { agent: string | number; customer: string | number; duration: string | number }
  'calls.end.confirm': Record<string, never>
  'calls.end.done': { customer: string | number }
  'calls.end.failed': { customer: string | number; error: string | number }
  'calls.end.title': { customer: string | number }
  'calls.keys.barge': Record<string, never>
  'calls.keys.close': Record<string, never>
  'calls.keys.end': Record<string, never>
  'calls.keys.listen': Record<string, never>
  'calls.keys.move': Record<string, never>
  'calls.keys.mute': Record<string, never>
  'calls.keys.open': Record<string, never>
  'calls.keys.search': Record<string, never>
  'calls.keys.wallboard': Record<string, never>
  'calls.listen.audioOutput': Record<string, never>
  'calls.listen.callEnded': Record<string, never>
  'calls.listen.close': Record<string, never>
  'calls.listen.connectFailed': { error: string | number; url: string | number }
  'calls.listen.connected': Record<string, never>
  'calls.listen.connecting': Record<string, never>
  'calls.listen.couldNot': { customer: string | number; reason: string | number }
  'calls.listen.default': Record<string, never>
  'calls.listen.disconnected': Record<string, never>
  'calls.listen.disconnectedFrom': Record<string, never>
  'calls.listen.dropped': Record<string, never>
  'calls.listen.duplicate': Record<string, never>
  'calls.listen.failed': Record<string, never>
  'calls.listen.joinFailed': Record<string, never>
  'calls.listen.jumpToNow': Record<string, never>
  'calls.listen.label': Record<string, never>
  'calls.listen.leave': Record<string, never>
  'calls.listen.left': Record<string, never>
  'calls.listen.lost': Record<string, never>
  'calls.listen.mute': Record<string, never>
  'calls.listen.noTranscript': Record<string, never>
  'calls.listen.nobody': Record<string, never>
  'calls.listen.notConfigured': Record<string, never>
  'calls.listen.notConnected': Record<string, never>
  'calls.listen.openSettings': Record<string, never>
  'calls.listen.output': Record<string, never>
  'calls.listen.reconnecting': Record<string, never>
  'calls.listen.refused': Record<string, never>
  'calls.listen.removed': Record<string, never>
  'calls.listen.roomClosed': Record<string, never>
  'calls.listen.shutDown': Record<string, never>
  'calls.listen.speaking': { names: string | number }
  'calls.listen.startAudio': Record<string, never>
  'calls.listen.startFailed': { error: string | number }
  'calls.listen.timeout': { seconds: string | number; url: string | number }
  'calls.listen.title': { customer: string | number }
  'calls.listen.transcript': Record<string, never>
  'calls.listen.unmute': Record<string, never>
  'calls.listen.volume': Record<string, never>
  'calls.loading': Record<string, never>
  'calls.media.answers': Record<string, never>
  'calls.media.apiKey': Record<string, never>
  'calls.media.apiSecret': Record<string, never>
  'calls.media.configured': Record<string, never>
  'calls.media.endpoint': Record<string, never>
  'calls.media.endpointPlaceholder': Record<string, never>
  'calls.media.grant': Record<string, never>
  'calls.media.heading': Record<string, never>
  'calls.media.how': Record<string, never>
  'calls.media.intro': Record<string, never>
  'calls.media.keys': Record<string, never>
  'calls.media.keysHint': Record<string, never>
  'calls.media.loadError': { error: string | number }
  'calls.media.noWorkspace': Record<string, never>
  'calls.media.notConfigured': Record<string, never>
  'calls.media.remove': Record<string, never>
  'calls.media.removeBody': Record<string, never>
  'calls.media.removeConfirm': Record<string, never>
  'calls.media.removeTitle': Record<string, never>
  'calls.media.removed': Record<string, never>
  'calls.media.request': Record<string, never>
  'calls.media.save': Record<string, never>
  'calls.media.saved': Record<string, never>
  'calls.media.saving': Record<string, never>
  'calls.media.storedKey': { key: string | number }
  'calls.media.storedSecret': Record<string, never>
  'calls.media.tokenEndpoint': Record<string, never>
  'calls.media.url': Record<string, never>
  'calls.media.urlPlaceholder': Record<string, never>
  'calls.media.viaEndpoint': Record<string, never>
  'calls.media.viaKey': { key: string | number }
  'calls.noWorkspace.add': Record<string, never>
  'calls.noWorkspace.body': Record<string, never>
  'calls.noWorkspace.demo': Record<string, never>
  'calls.noWorkspace.title': Record<string, never>
  'calls.presence.agentMuted': { name: string | number }
  'calls.presence.agentMutedByYou': Record<string, never>
  'calls.presence.agentSpeaking': Record<string, never>
  'calls.presence.barging': { name: string | number }
  'calls.presence.listening': { name: string | number }
  'calls.presence.other': Record<string, never>
  'calls.presence.rowBarging': Record<string, never>
  'calls.presence.rowListening': Record<string, never>
  'calls.presence.rowTookOver': Record<string, never>
  'calls.presence.self': { name: string | number }
  'calls.presence.supervisor': Record<string, never>
  'calls.presence.tookOver': { name: string | number }
  'calls.presence.youBarging': Record<string, never>
  'calls.presence.youListening': Record<string, never>
  'calls.presence.youTookOver': Record<string, never>
  'calls.profile.heading': Record<string, never>
  'calls.profile.intro': Record<string, never>
  'calls.profile.loadError': { error: string | number }
  'calls.profile.microphone': Record<string, never>
  'calls.profile.microphoneHint': Record<string, never>
  'calls.profile.name': Record<string, never>
  'calls.profile.pushToTalk': Record<string, never>
  'calls.profile.pushToTalkHint': Record<string, never>
  'calls.profile.save': Record<string, never>
  'calls.profile.saved': Record<string, never>
  'calls.profile.saving': Record<string, never>
  'calls.profile.systemDefault': Record<string, never>
  'calls.role.agent': Record<string, never>
  'calls.role.customer': Record<string, never>
  'calls.role.listening': Record<string, never>
  'calls.stepIn.banner': Record<string, never>
  'calls.stepIn.barge': Record<string, never>
  'calls.stepIn.barging': Record<string, never>
  'calls.stepIn.customersCall': { customer: string | number }
  'calls.stepIn.endedBarging': Record<string, never>
  'calls.stepIn.endedTakeover': Record<string, never>
  'calls.stepIn.group': Record<string, never>
  'calls.stepIn.handBack': Record<string, never>
  'calls.stepIn.handBackTo': { agent: string | number }
  'calls.stepIn.handingBack': Record<string, never>
  'calls.stepIn.handsBackAutomatically': { agent: string | number }
  'calls.stepIn.holdSpace': Record<string, never>
  'calls.stepIn.leave': Record<string, never>
  'calls.stepIn.leaveHandsBack': { agent: string | number }
  'calls.stepIn.leaveNote': Record<string, never>
  'calls.stepIn.leaving': Record<string, never>
  'calls.stepIn.live': Record<string, never>
  'calls.stepIn.microphoneNeeded': Record<string, never>
  'calls.stepIn.mute': Record<string, never>
  'calls.stepIn.muteTitle': Record<string, never>
  'calls.stepIn.noMediaServer': Record<string, never>
  'calls.stepIn.offline': Record<string, never>
  'calls.stepIn.samePermission': { refusal: string | number }
  'calls.stepIn.speaking': Record<string, never>
  'calls.stepIn.takeOver': Record<string, never>
  'calls.stepIn.takingOver': Record<string, never>
  'calls.stepIn.theAgent': Record<string, never>
  'calls.stepIn.theCustomer': Record<string, never>
  'calls.stepIn.tookOverFrom': { agent: string | number }
  'calls.stepIn.tryAgain': Record<string, never>
  'calls.stepIn.unmute': Record<string, never>
  'calls.stepIn.wait': Record<string, never>
  'calls.stepIn.withAgent': { agent: string | number }
  'calls.summary.label': Record<string, never>
  'calls.summary.longest': Record<string, never>
  'calls.summary.nearMax': Record<string, never>
  'calls.summary.negative': Record<string, never>
  'calls.summary.neutral': Record<string, never>
  'calls.summary.now': Record<string, never>
  'calls.summary.positive': Record<string, never>
  'calls.summary.transfersWaiting': Record<string, never>
  'calls.table.actions': Record<string, never>
  'calls.table.agent': Record<string, never>
  'calls.table.attention': Record<string, never>
  'calls.table.customer': Record<string, never>
  'calls.table.duration': Record<string, never>
  'calls.table.lastMessage': Record<string, never>
  'calls.table.sentiment': Record<string, never>
  'calls.takeOver.body': { agent: string | number; customer: string | number }
  'calls.takeOver.confirm': Record<string, never>
  'calls.takeOver.title': { customer: string | number }
  'calls.tile.alert': Record<string, never>
  'calls.tile.callbacksOverdue': Record<string, never>
  'calls.tile.callsNow': Record<string, never>
  'calls.tile.longest': Record<string, never>
  'calls.tile.nearMax': Record<string, never>
  'calls.tile.negative': Record<string, never>
  'calls.tile.noneWaiting': Record<string, never>
  'calls.tile.oldestTransfer': Record<string, never>
  'calls.tile.transfersWaiting': Record<string, never>
  'calls.tile.warning': Record<string, never>
  'calls.title': Record<string, never>
  'calls.transcript.lineNotKept': { reason: string | number }
  'calls.transcript.notKept': { error: string | number }
  'calls.type.other': Record<string, never>
  'calls.type.phone': Record<string, never>
  'calls.type.web': Record<string, never>
  'calls.unit.callbacks': Record<string, never>
  'calls.unit.calls': Record<string, never>
  'calls.unit.minutes': Record<string, never>
  'calls.unit.seconds': Record<string, never>
  'calls.wall.agent': Record<string, never>
  'calls.wall.allAgents': Record<string, never>
  'calls.wall.anySentiment': Record<string, never>
  'calls.wall.anyType': Record<string, never>
  'calls.wall.asOf': { time: string | number }
  'calls.wall.barge': Record<string, never>
  'calls.wall.callWith': { customer: string | number }
  'calls.wall.cards': Record<string, never>
  'calls.wall.clearFilters': Record<string, never>
  'calls.wall.comfortable': Record<string, never>
  'calls.wall.compact': Record<string, never>
  'calls.wall.density': Record<string, never>
  'calls.wall.empty': Record<string, never>
  'calls.wall.emptyTitle': Record<string, never>
  'calls.wall.end': Record<string, never>
  'calls.wall.ended': Record<string, never>
  'calls.wall.ending': Record<string, never>
  'calls.wall.held': { displaced: number }
  'calls.wall.heldLong': { displaced: number; minutes: string | number }
  'calls.wall.hiddenPinned': { calls: string | number }
  'calls.wall.holdHint': Record<string, never>
  'calls.wall.layout': Record<string, never>
  'calls.wall.listen': Record<string, never>
  'calls.wall.loading': Record<string, never>
  'calls.wall.newCalls': { count: number; pinned: number }
  'calls.wall.noMatch': Record<string, never>
  'calls.wall.region': Record<string, never>
  'calls.wall.search': Record<string, never>
  'calls.wall.searchPlaceholder': Record<string, never>
  'calls.wall.sentiment': Record<string, never>
  'calls.wall.showAll': Record<string, never>
  'calls.wall.shown': { shown: string | number; total: number }
  'calls.wall.sort': Record<string, never>
  'calls.wall.sortLongest': Record<string, never>
  'calls.wall.sortNewest': Record<string, never>
  'calls.wall.sortSentiment': Record<string, never>
  'calls.wall.table': Record<string, never>
  'calls.wall.theCall': Record<string, never>
  'calls.wall.toolbar': Record<string, never>
  'calls.wall.transferOnly': Record<string, never>
  'calls.wall.transferRequested': Record<string, never>
  'calls.wall.type': Record<string, never>
  'calls.wall.waiting': { duration: string | number }
  'calls.wall.wallboard': Record<string, never>
  'calls.wall.wallboardTitle': Record<string, never>
  'calls.wall.webVisitor': Record<string, never>
  'calls.wallboard.amberFor': { figure: string | number }
  'calls.wallboard.amberFrom': Record<string, never>
  'calls.wallboard.every': { seconds: string | number }
  'calls.wallboard.figure': Record<string, never>
  'calls.wallboard.heading': Record<string, never>
  'calls.wallboard.intro': Record<string, never>
  'calls.wallboard.never': Record<string, never>
  'calls.wallboard.redFor': { figure: string | number }
  'calls.wallboard.redFrom': Record<string, never>
  'calls.wallboard.rotate': Record<string, never>
  'calls.why.heard': { phrase: string | number }
  'calls.why.nearMax': { duration: string | number; percent: string | number }
  'calls.why.nearMaxAssumed': { duration: string | number; percent: string | number }
  'calls.why.negative': Record<string, never>
  'calls.why.negativeOver': { duration: string | number }
  'calls.why.transfer': Record<string, never>
  'calls.why.waitingOver': { duration: string | number }
  'campaigns.agent.cannotCall': Record<string, never>
  'campaigns.agent.choose': Record<string, never>
  'campaigns.agent.notReady': { agent: string | number; reason: string | number }
  'campaigns.batch.calls': { count: number }
  'campaigns.batch.cancel': Record<string, never>
  'campaigns.batch.cancelBatch': Record<string, never>
  'campaigns.batch.cancelConfirm': Record<string, never>
  'campaigns.batch.cancelOffline': Record<string, never>
  'campaigns.batch.cancelText': { inProgress: string | number; queued: number }
  'campaigns.batch.cancelTitle': Record<string, never>
  'campaigns.batch.cancelling': Record<string, never>
  'campaigns.batch.dispositions': Record<string, never>
  'campaigns.batch.finished': Record<string, never>
  'campaigns.batch.label': { title: string | number }
  'campaigns.batch.name': Record<string, never>
  'campaigns.batch.nameHint': Record<string, never>
  'campaigns.batch.openDispositions': Record<string, never>
  'campaigns.batch.opening': Record<string, never>
  'campaigns.batch.percent': { percent: string | number }
  'campaigns.batch.percentLabel': Record<string, never>
  'campaigns.batch.progress': Record<string, never>
  'campaigns.batch.read': { time: string | number }
  'campaigns.batch.rename': Record<string, never>
  'campaigns.batch.save': Record<string, never>
  'campaigns.batch.startedElsewhere': Record<string, never>
  'campaigns.batch.startedHere': Record<string, never>
  'campaigns.block.askedNotToCall': Record<string, never>
  'campaigns.block.doNotCall': Record<string, never>
  'campaigns.block.invalidNumber': Record<string, never>
  'campaigns.block.quietHours': Record<string, never>
  'campaigns.calls.all': Record<string, never>
  'campaigns.calls.closeDetail': Record<string, never>
  'campaigns.calls.customer': Record<string, never>
  'campaigns.calls.detail': { customer: string | number }
  'campaigns.calls.ended': Record<string, never>
  'campaigns.calls.label': Record<string, never>
  'campaigns.calls.next': Record<string, never>
  'campaigns.calls.number': Record<string, never>
  'campaigns.calls.page': { count: number; page: string | number; pages: string | number }
  'campaigns.calls.previous': Record<string, never>
  'campaigns.calls.row': Record<string, never>
  'campaigns.calls.started': Record<string, never>
  'campaigns.calls.status': Record<string, never>
  'campaigns.calls.title': Record<string, never>
  'campaigns.chart.aria': { label: string | number }
  'campaigns.chart.caption': { label: string | number }
  'campaigns.chart.label': { finished: string | number; readings: number; total: string | number }
  'campaigns.chart.none': Record<string, never>
  'campaigns.checks.fix': { column: string | number; row: string | number }
  'campaigns.checks.header': { error: string | number }
  'campaigns.checks.heldBack': { count: number }
  'campaigns.checks.heldBackLabel': Record<string, never>
  'campaigns.checks.heldRow': { number: string | number; row: string | number; why: string | number }
  'campaigns.checks.label': Record<string, never>
  'campaigns.checks.more': Record<string, never>
  'campaigns.checks.rowError': { error: string | number; row: string | number }
  'campaigns.checks.rowErrorColumn': { column: string | number; error: string | number; row: string | number }
  'campaigns.checks.rowsWithErrors': Record<string, never>
  'campaigns.checks.stale': Record<string, never>
  'campaigns.checks.summary': { errors: number; total: string | number; valid: string | number }
  'campaigns.dispositions.cancelled': { count: number }
  'campaigns.dispositions.count': { dispositions: number; finished: number }
  'campaigns.dispositions.missing': { count: number }
  'campaigns.dispositions.unlisted': { callbacks: string | number; count: number }
  'campaigns.field.agent': Record<string, never>
  'campaigns.file.choose': Record<string, never>
  'campaigns.file.columnsAfter': Record<string, never>
  'campaigns.file.columnsAnd': Record<string, never>
  'campaigns.file.columnsBefore': Record<string, never>
  'campaigns.file.columnsPhone': Record<string, never>
  'campaigns.file.drop': Record<string, never>
  'campaigns.file.input': Record<string, never>
  'campaigns.file.label': Record<string, never>
  'campaigns.file.or': Record<string, never>
  'campaigns.file.template': Record<string, never>
  'campaigns.import.another': Record<string, never>
  'campaigns.import.backToRows': Record<string, never>
  'campaigns.import.check': Record<string, never>
  'campaigns.import.checkAgain': Record<string, never>
  'campaigns.import.checkFirst': Record<string, never>
  'campaigns.import.checkRowsFirst': Record<string, never>
  'campaigns.import.checking': Record<string, never>
  'campaigns.import.closed': Record<string, never>
  'campaigns.import.empty': Record<string, never>
  'campaigns.import.noFile': Record<string, never>
  'campaigns.import.notOpen': Record<string, never>
  'campaigns.import.nothingToCall': Record<string, never>
  'campaigns.import.offline': Record<string, never>
  'campaigns.import.preview': Record<string, never>
  'campaigns.import.previewHint': { count: string | number }
  'campaigns.import.previewTitle': { count: number }
  'campaigns.import.previewing': Record<string, never>
  'campaigns.import.readerStopped': Record<string, never>
  'campaigns.import.reading': { count: number; file: string | number }
  'campaigns.import.readingLabel': Record<string, never>
  'campaigns.import.rows': { count: number }
  'campaigns.import.start': { count: number }
  'campaigns.import.starting': Record<string, never>
  'campaigns.import.tooManyRows': { count: string | number; file: string | number; max: string | number }
  'campaigns.import.unreadable': { detail: string | number }
  'campaigns.list.empty': Record<string, never>
  'campaigns.list.label': Record<string, never>
  'campaigns.list.open': Record<string, never>
  'campaigns.list.openById': Record<string, never>
  'campaigns.mapping.intro': { file: string | number }
  'campaigns.mapping.none': Record<string, never>
  'campaigns.mapping.phoneMissing': { column: string | number }
  'campaigns.mapping.required': Record<string, never>
  'campaigns.mapping.title': Record<string, never>
  'campaigns.mapping.use': Record<string, never>
  'campaigns.mapping.zone': Record<string, never>
  'campaigns.newCall.blockTitle': { title: string | number }
  'campaigns.newCall.callbackUrl': Record<string, never>
  'campaigns.newCall.callbackUrlHint': Record<string, never>
  'campaigns.newCall.cancel': Record<string, never>
  'campaigns.newCall.checkNotLoaded': Record<string, never>
  'campaigns.newCall.chooseAgent': Record<string, never>
  'campaigns.newCall.close': Record<string, never>
  'campaigns.newCall.dials': { number: string | number }
  'campaigns.newCall.forbidden': Record<string, never>
  'campaigns.newCall.hideExtras': Record<string, never>
  'campaigns.newCall.loadingAgents': Record<string, never>
  'campaigns.newCall.mustOverride': Record<string, never>
  'campaigns.newCall.name': Record<string, never>
  'campaigns.newCall.number': Record<string, never>
  'campaigns.newCall.numberFormat': Record<string, never>
  'campaigns.newCall.numberHint': { country: string | number; example: string | number }
  'campaigns.newCall.offline': Record<string, never>
  'campaigns.newCall.opensOnWall': Record<string, never>
  'campaigns.newCall.optional': Record<string, never>
  'campaigns.newCall.override': Record<string, never>
  'campaigns.newCall.place': Record<string, never>
  'campaigns.newCall.placing': Record<string, never>
  'campaigns.newCall.showExtras': Record<string, never>
  'campaigns.newCall.timedOut': { number: string | number }
  'campaigns.newCall.title': Record<string, never>
  'campaigns.newCall.typeNumber': Record<string, never>
  'campaigns.newCall.urlInvalid': Record<string, never>
  'campaigns.newCall.urlNotHttps': Record<string, never>
  'campaigns.newCall.waiting': { number: string | number }
  'campaigns.number.incomplete': Record<string, never>
  'campaigns.number.invalid': { number: string | number }
  'campaigns.number.invalidIn': { country: string | number; number: string | number }
  'campaigns.number.noCountry': Record<string, never>
  'campaigns.number.stray': Record<string, never>
  'campaigns.outcome.cancelled': Record<string, never>
  'campaigns.outcome.completed': Record<string, never>
  'campaigns.outcome.failed': Record<string, never>
  'campaigns.outcome.inProgress': Record<string, never>
  'campaigns.outcome.queued': Record<string, never>
  'campaigns.pairs.add': { what: string }
  'campaigns.pairs.legend': { what: string }
  'campaigns.pairs.name': Record<string, never>
  'campaigns.pairs.nameLabel': { n: string | number; what: string }
  'campaigns.pairs.noName': { what: string }
  'campaigns.pairs.remove': { n: string | number; what: string }
  'campaigns.pairs.twice': { key: string | number; what: string }
  'campaigns.pairs.value': Record<string, never>
  'campaigns.pairs.valueLabel': { n: string | number; what: string }
  'campaigns.rows.heldBack': Record<string, never>
  'campaigns.rows.label': Record<string, never>
  'campaigns.rows.row': Record<string, never>
  'campaigns.start.after': { errors: number; file: string | number; held: number }
  'campaigns.start.before': { agent: string | number }
  'campaigns.start.confirm': { count: number }
  'campaigns.start.customers': { count: number }
  'campaigns.start.theAgent': Record<string, never>
  'campaigns.start.title': Record<string, never>
  'campaigns.view.newBatch': Record<string, never>
  'campaigns.view.newCall': Record<string, never>
  'campaigns.view.noWorkspace': Record<string, never>
  'campaigns.view.noWorkspaceHint': Record<string, never>
  'campaigns.view.title': Record<string, never>
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
  'errors.admin.agentGone': { id: string | number }
  'errors.admin.agentNotCached': { id: string | number }
  'errors.admin.agentNotOpened': { id: string | number }
  'errors.admin.flowGone': { id: string | number }
  'errors.admin.flowNotOpened': { id: string | number }
  'errors.admin.folderNotKept': { id: string | number }
  'errors.admin.folderNotOpened': { id: string | number }
  'errors.admin.folderUnseen': { id: string | number }
  'errors.admin.knowledgeBaseNotFound': { id: string | number }
  'errors.admin.knowledgeBaseNotOpened': { id: string | number }
  'errors.admin.numberNotFound': { id: string | number }
  'errors.admin.numberNotListed': { id: string | number }
  'errors.admin.numberNotListedRefresh': { id: string | number }
  'errors.admin.numberNotOpened': { id: string | number }
  'errors.admin.numbersNotListed': { reason: string | number }
  'errors.admin.offlineCopy': Record<string, never>
  'errors.admin.permissionsNotOpened': Record<string, never>
  'errors.admin.permissionsNotRead': Record<string, never>
  'errors.admin.permissionsUnread': { reason: string | number }
  'errors.admin.readBackFailed': { reason: string | number }
  'errors.admin.serviceNotAsked': { reason: string | number }
  'errors.admin.workspaceNotOpened': Record<string, never>
  'errors.api.aborted': Record<string, never>
  'errors.api.failed': Record<string, never>
  'errors.api.failedSaid': { said: string | number }
  'errors.api.forbidden': Record<string, never>
  'errors.api.httpError': { status: string | number }
  'errors.api.httpErrorSaid': { said: string | number; status: string | number }
  'errors.api.invalid': Record<string, never>
  'errors.api.invalidResponse': { why: string | number }
  'errors.api.invalidSaid': { said: string | number }
  'errors.api.mayNot': { action: string; permission: string | number }
  'errors.api.notFound': Record<string, never>
  'errors.api.notFoundSaid': { said: string | number }
  'errors.api.offline': Record<string, never>
  'errors.api.rateLimited': { seconds: number }
  'errors.api.rateLimitedBriefly': Record<string, never>
  'errors.api.redirected': { address: string | number }
  'errors.api.redirectedElsewhere': Record<string, never>
  'errors.api.serverError': Record<string, never>
  'errors.api.serverErrorSaid': { said: string | number }
  'errors.api.timeout': Record<string, never>
  'errors.api.unauthorized': Record<string, never>
  'errors.cache.damaged': Record<string, never>
  'errors.cache.diskFull': { folder: string | number }
  'errors.cache.diskFullKb': { folder: string | number; kb: string | number }
  'errors.cache.diskFullMb': { folder: string | number; mb: string | number }
  'errors.cache.notDatabase': { path: string | number }
  'errors.cache.tooNew': { appVersion: string | number; fileVersion: string | number; path: string | number }
  'errors.callbacks.callLive': Record<string, never>
  'errors.callbacks.inFlight': { number: string | number }
  'errors.callbacks.notCached': Record<string, never>
  'errors.callbacks.notPlacedHere': Record<string, never>
  'errors.callbacks.timePassed': { time: string | number; zone: string | number }
  'errors.calls.anotherGaveBack': { name: string | number }
  'errors.calls.anotherTookOverFirst': Record<string, never>
  'errors.calls.bothCredentials': Record<string, never>
  'errors.calls.credentials': Record<string, never>
  'errors.calls.credentialsElsewhere': { address: string | number; stored: string | number }
  'errors.calls.endUnknown': Record<string, never>
  'errors.calls.endpointAnswer': { endpoint: string | number }
  'errors.calls.endpointScheme': { scheme: string | number }
  'errors.calls.endpointSilent': { endpoint: string | number }
  'errors.calls.endpointStatus': { endpoint: string | number; status: string | number }
  'errors.calls.endpointToken': { endpoint: string | number }
  'errors.calls.endpointUnreachable': { endpoint: string | number }
  'errors.calls.gaveBack': { name: string | number; winner: string | number }
  'errors.calls.insecureEndpoint': { host: string | number }
  'errors.calls.insecureServer': { host: string | number }
  'errors.calls.listenFirst': Record<string, never>
  'errors.calls.listenNotConfigured': Record<string, never>
  'errors.calls.mayNotStepIn': Record<string, never>
  'errors.calls.notCurrent': { room: string | number }
  'errors.calls.notInRoom': Record<string, never>
  'errors.calls.profileDamaged': { path: string | number }
  'errors.calls.roomGone': Record<string, never>
  'errors.calls.roomRefused': { host: string | number }
  'errors.calls.roomStatus': { host: string | number; status: string | number }
  'errors.calls.roomUnreachable': { host: string | number }
  'errors.calls.serverMismatch': { answered: string | number; configured: string | number }
  'errors.calls.serverScheme': { scheme: string | number }
  'errors.calls.serversDamaged': { path: string | number }
  'errors.calls.stepInNotConfigured': Record<string, never>
  'errors.calls.takenOver': { holder: string | number }
  'errors.calls.takenOverByAnother': Record<string, never>
  'errors.calls.tookOverFirst': { winner: string | number }
  'errors.calls.unusableAddress': { address: string | number; example: string | number }
  'errors.campaigns.batchNotFound': { batch: string | number }
  'errors.campaigns.fileRefused': { said: string | number }
  'errors.campaigns.fileTooLarge': Record<string, never>
  'errors.campaigns.notInternational': { number: string | number }
  'errors.campaigns.renameUnlisted': Record<string, never>
  'errors.compliance.emptyNumber': Record<string, never>
  'errors.compliance.notInternational': { number: string | number }
  'errors.compliance.notInternationalRow': { number: string | number }
  'errors.compliance.notKept': Record<string, never>
  'errors.compliance.reasonTooLong': Record<string, never>
  'errors.connection.behind': { seconds: string | number; why: string | number }
  'errors.connection.behindLimited': { seconds: string | number }
  'errors.connection.connecting': Record<string, never>
  'errors.connection.noAnswer': { seconds: string | number }
  'errors.history.goneCopy': Record<string, never>
  'errors.history.notCached': { id: string | number }
  'errors.history.offlineCopy': Record<string, never>
  'errors.history.refreshFailed': { reason: string | number }
  'errors.host.lost': Record<string, never>
  'errors.insights.rangeTooLong': { from: string | number; length: string | number; max: string | number; to: string | number }
  'errors.keychain.fixLinux': Record<string, never>
  'errors.keychain.fixMac': Record<string, never>
  'errors.keychain.fixReinstall': Record<string, never>
  'errors.keychain.fixWindows': Record<string, never>
  'errors.keychain.locked': Record<string, never>
  'errors.keychain.noBus': Record<string, never>
  'errors.keychain.noService': Record<string, never>
  'errors.keychain.notLoaded': { said: string | number }
  'errors.keychain.refused': { said: string | number }
  'errors.keychain.unavailable': { fix: string | number; reason: string | number }
  'errors.labelled': { label: string | number; reason: string | number }
  'errors.listing.unlisted': { listing: string }
  'errors.listing.unreadable': { listing: string; why: string | number }
  'errors.offline.addToFolder': Record<string, never>
  'errors.offline.assignNumber': Record<string, never>
  'errors.offline.callBack': Record<string, never>
  'errors.offline.cancelBatch': Record<string, never>
  'errors.offline.changeAgent': Record<string, never>
  'errors.offline.changeFlow': Record<string, never>
  'errors.offline.changeNumber': Record<string, never>
  'errors.offline.cloneVoice': Record<string, never>
  'errors.offline.createAgent': Record<string, never>
  'errors.offline.createFlow': Record<string, never>
  'errors.offline.deleteAgent': Record<string, never>
  'errors.offline.deleteFlow': Record<string, never>
  'errors.offline.downloadTemplate': Record<string, never>
  'errors.offline.endCall': Record<string, never>
  'errors.offline.listBatchCalls': Record<string, never>
  'errors.offline.listen': Record<string, never>
  'errors.offline.openBatch': Record<string, never>
  'errors.offline.placeCall': Record<string, never>
  'errors.offline.previewFile': Record<string, never>
  'errors.offline.readBatchCall': Record<string, never>
  'errors.offline.releaseNumber': Record<string, never>
  'errors.offline.removeFromFolder': Record<string, never>
  'errors.offline.renameWorkspace': Record<string, never>
  'errors.offline.startBatch': Record<string, never>
  'errors.offline.stepIn': Record<string, never>
  'errors.offline.validateFile': Record<string, never>
  'errors.outbound.askedNotToCall': { excerpt: string | number; phrase: string | number }
  'errors.outbound.blockedMany': { reasons: string | number }
  'errors.outbound.changed': { attempt: string | number; status: string | number }
  'errors.outbound.claimed': { at: string | number; who: string | number }
  'errors.outbound.doNotCall': { number: string | number }
  'errors.outbound.doNotCallWhy': { number: string | number; reason: string | number }
  'errors.outbound.gone': Record<string, never>
  'errors.outbound.invalidNumber': { number: string | number }
  'errors.outbound.listUnreadable': { number: string | number; why: string | number }
  'errors.outbound.localTimeUnknown': { why: string | number }
  'errors.outbound.quietHours': { end: string | number; start: string | number; time: string | number; zone: string | number }
  'errors.outbound.quietHoursDisplayZone': { end: string | number; start: string | number; time: string | number; zone: string | number }
  'errors.outbound.unconfirmed': { seconds: string | number }
  'errors.outbox.gone': Record<string, never>
  'errors.outbox.interrupted': Record<string, never>
  'errors.placeCall.agentNotFound': { agent: string | number }
  'errors.placeCall.concurrencyLimit': Record<string, never>
  'errors.placeCall.failed': { said: string | number }
  'errors.placeCall.invalidNumber': { said: string | number }
  'errors.placeCall.noFlow': { agent: string | number }
  'errors.placeCall.noNumber': { agent: string | number }
  'errors.reach.notAdded': { origin: string | number }
  'errors.reach.notSaved': { origin: string | number }
  'errors.sentences': { first: string | number; rest: string | number }
  'errors.stepIn.handedBack': { agent: string | number }
  'errors.stepIn.handedBackUnnamed': Record<string, never>
  'errors.stepIn.hears': { agent: string | number }
  'errors.stepIn.hearsUnnamed': Record<string, never>
  'errors.stepIn.listening': { agent: string | number }
  'errors.stepIn.listeningUnnamed': Record<string, never>
  'errors.stepIn.stopped': { agent: string | number }
  'errors.stepIn.stoppedUnnamed': Record<string, never>
  'errors.stepIn.takenOver': { agent: string | number }
  'errors.stepIn.takenOverUnnamed': Record<string, never>
  'errors.sync.beingSent': Record<string, never>
  'errors.sync.conversationUnread': { id: string | number; reason: string | number }
  'errors.sync.dispositionNotCached': Record<string, never>
  'errors.sync.noLongerConflict': Record<string, never>
  'errors.sync.notInOutbox': Record<string, never>
  'errors.sync.onlyConflict': Record<string, never>
  'errors.sync.onlyDiscardable': Record<string, never>
  'errors.sync.someUnread': { count: number; first: string | number }
  'errors.transcripts.noCall': { room: string | number }
  'errors.updates.corrupt': Record<string, never>
  'errors.updates.desktopOnly': Record<string, never>
  'errors.updates.developmentBuild': Record<string, never>
  'errors.updates.noRelease': Record<string, never>
  'errors.updates.noServer': Record<string, never>
  'errors.updates.notDownloaded': Record<string, never>
  'errors.updates.notInstalled': Record<string, never>
  'errors.updates.unknown': Record<string, never>
  'errors.updates.unreachable': Record<string, never>
  'errors.voices.anotherKept': Record<string, never>
  'errors.voices.cancelled': Record<string, never>
  'errors.voices.failedKept': { reason: string | number }
  'errors.voices.fileTooLarge': Record<string, never>
  'errors.voices.mayNotCreate': Record<string, never>
  'errors.voices.moreThanAnnounced': Record<string, never>
  'errors.voices.noLongerKept': Record<string, never>
  'errors.voices.noWorkspace': Record<string, never>
  'errors.voices.noneKept': Record<string, never>
  'errors.voices.notWav': Record<string, never>
  'errors.voices.outOfOrder': { expected: string | number; index: string | number }
  'errors.voices.refused': Record<string, never>
  'errors.voices.refusedWhy': { why: string | number }
  'errors.voices.saving': Record<string, never>
  'errors.voices.tooLarge': Record<string, never>
  'errors.voices.unexpected': Record<string, never>
  'errors.voices.unexpectedWhy': { why: string | number }
  'errors.voices.uploadGone': Record<string, never>
  'errors.voices.uploading': Record<string, never>
  'errors.workspaces.addressExtras': Record<string, never>
  'errors.workspaces.apiKeyEmpty': Record<string, never>
  'errors.workspaces.cannotSee': { status: string | number; workspace: string | number }
  'errors.workspaces.checkFailed': { said: string | number; status: string | number }
  'errors.workspaces.demoKey': Record<string, never>
  'errors.workspaces.insecure': { host: string | number }
  'errors.workspaces.keyLimited': Record<string, never>
  'errors.workspaces.keyMissing': Record<string, never>
  'errors.workspaces.labelEmpty': Record<string, never>
  'errors.workspaces.listDamaged': { path: string | number; why: string | number }
  'errors.workspaces.mayNotWork': { status: string | number; workspace: string | number }
  'errors.workspaces.newApiKeyEmpty': Record<string, never>
  'errors.workspaces.noDemo': Record<string, never>
  'errors.workspaces.noWorkspace': Record<string, never>
  'errors.workspaces.notAnAddress': { address: string | number }
  'errors.workspaces.notHttps': { scheme: string | number }
  'errors.workspaces.notTheApi': { address: string | number; why: string | number }
  'errors.workspaces.outOfTime': { address: string | number; seconds: string | number }
  'errors.workspaces.permissionsNotSaid': Record<string, never>
  'errors.workspaces.permissionsUnread': { reason: string | number }
  'errors.workspaces.planEmpty': Record<string, never>
  'errors.workspaces.profileGone': Record<string, never>
  'errors.workspaces.rate': Record<string, never>
  'errors.workspaces.slow': { address: string | number }
  'errors.workspaces.unknownKey': Record<string, never>
  'errors.workspaces.unreachable': { address: string | number; why: string | number }
  'errors.workspaces.workspaceIdEmpty': Record<string, never>
  'history.activity.done': Record<string, never>
  'history.activity.emptyHint': Record<string, never>
  'history.activity.emptyTitle': Record<string, never>
  'history.activity.failed': Record<string, never>
  'history.activity.filters': Record<string, never>
  'history.activity.label': Record<string, never>
  'history.activity.refused': { reason: string | number }
  'history.activity.search': Record<string, never>
  'history.activityKind.agent.assignNumber': Record<string, never>
  'history.activityKind.agent.create': Record<string, never>
  'history.activityKind.agent.delete': Record<string, never>
  'history.activityKind.agent.releaseNumber': Record<string, never>
  'history.activityKind.agent.update': Record<string, never>
  'history.activityKind.batch.cancel': Record<string, never>
  'history.activityKind.batch.start': Record<string, never>
  'history.activityKind.call.barge': Record<string, never>
  'history.activityKind.call.end': Record<string, never>
  'history.activityKind.call.handBack': Record<string, never>
  'history.activityKind.call.place': Record<string, never>
  'history.activityKind.call.stopSpeaking': Record<string, never>
  'history.activityKind.call.takeOver': Record<string, never>
  'history.activityKind.callback.edit': Record<string, never>
  'history.activityKind.flow.create': Record<string, never>
  'history.activityKind.flow.delete': Record<string, never>
  'history.activityKind.flow.update': Record<string, never>
  'history.activityKind.folder.addFlow': Record<string, never>
  'history.activityKind.folder.removeFlow': Record<string, never>
  'history.activityKind.number.update': Record<string, never>
  'history.activityKind.voice.create': Record<string, never>
  'history.activityKind.workspace.rename': Record<string, never>
  'history.agents.emptyHint': Record<string, never>
  'history.agents.emptyTitle': Record<string, never>
  'history.agents.export': Record<string, never>
  'history.agents.label': Record<string, never>
  'history.agents.noNumber': Record<string, never>
  'history.calls.day': Record<string, never>
  'history.calls.emptyHint': Record<string, never>
  'history.calls.emptyTitle': Record<string, never>
  'history.calls.ended': Record<string, never>
  'history.calls.endedBySupervisor': Record<string, never>
  'history.calls.filters': Record<string, never>
  'history.calls.label': Record<string, never>
  'history.calls.lines': { count: number }
  'history.calls.notRequested': Record<string, never>
  'history.calls.perDay': { days: number; total: number }
  'history.calls.requested': Record<string, never>
  'history.calls.stillLive': Record<string, never>
  'history.close': Record<string, never>
  'history.conversation.close': Record<string, never>
  'history.conversation.doNotCallReason': { time: string | number }
  'history.conversation.messageStatus': { sent: string; status: string | number }
  'history.conversation.messages': Record<string, never>
  'history.conversation.noMessages': Record<string, never>
  'history.conversation.notCached': Record<string, never>
  'history.conversation.refresh': Record<string, never>
  'history.conversation.refreshing': Record<string, never>
  'history.conversation.started': { agent: string | number; flow: string | number; time: string | number }
  'history.conversation.title': Record<string, never>
  'history.conversations.emptyHint': Record<string, never>
  'history.conversations.emptyTitle': Record<string, never>
  'history.conversations.filters': Record<string, never>
  'history.conversations.label': Record<string, never>
  'history.conversations.noMessages': Record<string, never>
  'history.conversations.notFetched': { count: string | number }
  'history.conversations.speaker': { speaker: string | number }
  'history.conversations.startedByCustomer': Record<string, never>
  'history.conversations.startedByUs': Record<string, never>
  'history.customer.unknown': Record<string, never>
  'history.customer.web': Record<string, never>
  'history.customer.webVisitor': Record<string, never>
  'history.disposition.close': Record<string, never>
  'history.disposition.inBatch': Record<string, never>
  'history.disposition.noNotes': Record<string, never>
  'history.disposition.notCached': Record<string, never>
  'history.disposition.title': Record<string, never>
  'history.dispositions.emptyHint': Record<string, never>
  'history.dispositions.emptyTitle': Record<string, never>
  'history.dispositions.filters': Record<string, never>
  'history.dispositions.label': Record<string, never>
  'history.dispositions.search': Record<string, never>
  'history.export.busy': Record<string, never>
  'history.export.csv': Record<string, never>
  'history.export.done': { count: number; file: string | number }
  'history.export.failed': { error: string | number }
  'history.export.json': Record<string, never>
  'history.field.action': Record<string, never>
  'history.field.agent': Record<string, never>
  'history.field.attempt': Record<string, never>
  'history.field.batch': Record<string, never>
  'history.field.created': Record<string, never>
  'history.field.customer': Record<string, never>
  'history.field.detail': Record<string, never>
  'history.field.direction': Record<string, never>
  'history.field.disposition': Record<string, never>
  'history.field.duration': Record<string, never>
  'history.field.firstSeen': Record<string, never>
  'history.field.flow': Record<string, never>
  'history.field.howItEnded': Record<string, never>
  'history.field.lastMessage': Record<string, never>
  'history.field.lastSeen': Record<string, never>
  'history.field.lastSentiment': Record<string, never>
  'history.field.model': Record<string, never>
  'history.field.name': Record<string, never>
  'history.field.notes': Record<string, never>
  'history.field.outcome': Record<string, never>
  'history.field.phone': Record<string, never>
  'history.field.phoneNumber': Record<string, never>
  'history.field.scheduled': Record<string, never>
  'history.field.sentiment': Record<string, never>
  'history.field.started': Record<string, never>
  'history.field.status': Record<string, never>
  'history.field.target': Record<string, never>
  'history.field.transcript': Record<string, never>
  'history.field.transfer': Record<string, never>
  'history.field.updated': Record<string, never>
  'history.field.voice': Record<string, never>
  'history.field.when': Record<string, never>
  'history.field.who': Record<string, never>
  'history.filter.any': Record<string, never>
  'history.filter.backwards': Record<string, never>
  'history.filter.clear': Record<string, never>
  'history.filter.from': Record<string, never>
  'history.filter.to': Record<string, never>
  'history.keys.clear': Record<string, never>
  'history.keys.results': Record<string, never>
  'history.keys.search': Record<string, never>
  'history.keys.tabs': Record<string, never>
  'history.list.cacheError': { error: string | number }
  'history.list.call.count': { count: number }
  'history.list.call.export': Record<string, never>
  'history.list.call.pages': Record<string, never>
  'history.list.change.count': { count: number }
  'history.list.change.export': Record<string, never>
  'history.list.change.pages': Record<string, never>
  'history.list.conversation.count': { count: number }
  'history.list.conversation.export': Record<string, never>
  'history.list.conversation.pages': Record<string, never>
  'history.list.disposition.count': { count: number }
  'history.list.disposition.export': Record<string, never>
  'history.list.disposition.pages': Record<string, never>
  'history.loading': Record<string, never>
  'history.number.asOf': { time: string | number }
  'history.number.fetching': Record<string, never>
  'history.number.flowType': Record<string, never>
  'history.number.notRead': Record<string, never>
  'history.number.off': Record<string, never>
  'history.number.officeHours': Record<string, never>
  'history.number.on': Record<string, never>
  'history.number.recording': Record<string, never>
  'history.number.retry': Record<string, never>
  'history.number.show': Record<string, never>
  'history.number.tags': Record<string, never>
  'history.number.transferCallerId': Record<string, never>
  'history.number.unknownOffline': Record<string, never>
  'history.offline.body': Record<string, never>
  'history.offline.label': Record<string, never>
  'history.offline.neverSynced': Record<string, never>
  'history.offline.synced': { time: string | number }
  'history.offline.title': Record<string, never>
  'history.pager.next': Record<string, never>
  'history.pager.previous': Record<string, never>
  'history.pager.summary': { counted: string | number; page: string | number; pages: string | number }
  'history.search.agents': Record<string, never>
  'history.search.conversations': Record<string, never>
  'history.search.dispositions': Record<string, never>
  'history.search.failed': { error: string | number }
  'history.search.found': { count: number; query: string | number }
  'history.search.label': Record<string, never>
  'history.search.messages': Record<string, never>
  'history.search.nothing': { query: string | number }
  'history.search.placeholder': Record<string, never>
  'history.search.results': Record<string, never>
  'history.search.searching': Record<string, never>
  'history.search.tooShort': Record<string, never>
  'history.search.transcripts': Record<string, never>
  'history.speaker.aiAgent': Record<string, never>
  'history.speaker.customer': Record<string, never>
  'history.speaker.namedSupervisor': { name: string | number }
  'history.speaker.supervisor': Record<string, never>
  'history.speaker.unknown': Record<string, never>
  'history.tab.activity': Record<string, never>
  'history.tab.agents': Record<string, never>
  'history.tab.calls': Record<string, never>
  'history.tab.conversations': Record<string, never>
  'history.tab.dispositions': Record<string, never>
  'history.transcript.close': Record<string, never>
  'history.transcript.export': Record<string, never>
  'history.transcript.lines': Record<string, never>
  'history.transcript.none': Record<string, never>
  'history.transcript.title': Record<string, never>
  'history.unlisted.byId': Record<string, never>
  'history.unlisted.label': Record<string, never>
  'history.unlisted.open': Record<string, never>
  'history.unlisted.title': Record<string, never>
  'history.view.noWorkspace': Record<string, never>
  'history.view.title': Record<string, never>
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
  'lib.batch.by': { agent: string | number }
  'lib.batch.started': { source: string | number; when: string | number }
  'lib.batch.unknownAgent': Record<string, never>
  'lib.cancel': Record<string, never>
  'lib.keys.label': Record<string, never>
  'lib.list.clearFilter': Record<string, never>
  'lib.list.clearSearch': Record<string, never>
  'lib.list.loading': Record<string, never>
  'lib.list.noFilterMatch': Record<string, never>
  'lib.list.noSearchMatch': Record<string, never>
  'lib.meter.label': Record<string, never>
  'lib.meter.mayClip': Record<string, never>
  'lib.meter.off': Record<string, never>
  'lib.meter.offShort': Record<string, never>
  'lib.meter.tooQuiet': Record<string, never>
  'lib.mic.and': Record<string, never>
  'lib.mic.blocked': Record<string, never>
  'lib.mic.browserAllow': Record<string, never>
  'lib.mic.browserMicrophone': Record<string, never>
  'lib.mic.browserOpen': Record<string, never>
  'lib.mic.browserThen': Record<string, never>
  'lib.mic.browserTo': Record<string, never>
  'lib.mic.busy': Record<string, never>
  'lib.mic.chosenMissing': Record<string, never>
  'lib.mic.failed': Record<string, never>
  'lib.mic.failedWhy': { error: string | number }
  'lib.mic.linux': Record<string, never>
  'lib.mic.macOpen': Record<string, never>
  'lib.mic.macPath': Record<string, never>
  'lib.mic.macQuit': Record<string, never>
  'lib.mic.macTurnOn': Record<string, never>
  'lib.mic.noneFound': Record<string, never>
  'lib.mic.policy': Record<string, never>
  'lib.mic.winAccess': Record<string, never>
  'lib.mic.winDesktopApps': Record<string, never>
  'lib.mic.winOpen': Record<string, never>
  'lib.mic.winPath': Record<string, never>
  'lib.mic.winTurnOn': Record<string, never>
  'lib.mic.yourBrowser': Record<string, never>
  'lib.rule.nearMax': Record<string, never>
  'lib.rule.negative': Record<string, never>
  'lib.rule.transfer': Record<string, never>
  'lib.toasts.dismiss': Record<string, never>
  'lib.toasts.label': Record<string, never>
  'lib.tryAgain': Record<string, never>
  'lib.value.active': Record<string, never>
  'lib.value.bidirectional': Record<string, never>
  'lib.value.busy': Record<string, never>
  'lib.value.callback': Record<string, never>
  'lib.value.cancelled': Record<string, never>
  'lib.value.completed': Record<string, never>
  'lib.value.doNotCall': Record<string, never>
  'lib.value.failed': Record<string, never>
  'lib.value.inProgress': Record<string, never>
  'lib.value.inactive': Record<string, never>
  'lib.value.inbound': Record<string, never>
  'lib.value.interested': Record<string, never>
  'lib.value.mixed': Record<string, never>
  'lib.value.negative': Record<string, never>
  'lib.value.neutral': Record<string, never>
  'lib.value.noAnswer': Record<string, never>
  'lib.value.notInterested': Record<string, never>
  'lib.value.outbound': Record<string, never>
  'lib.value.pending': Record<string, never>
  'lib.value.positive': Record<string, never>
  'lib.value.queued': Record<string, never>
  'lib.value.running': Record<string, never>
  'lib.value.scheduled': Record<string, never>
  'lib.value.success': Record<string, never>
  'lib.value.unknown': Record<string, never>
  'lib.value.voicemail': Record<string, never>
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
  'voices.checks.clipping': { count: string | number }
  'voices.checks.clippingAdvice': Record<string, never>
  'voices.checks.fail': Record<string, never>
  'voices.checks.length': { speech: string | number }
  'voices.checks.level': { level: string | number }
  'voices.checks.long': { speech: string | number }
  'voices.checks.longAdvice': { max: string | number }
  'voices.checks.noClipping': Record<string, never>
  'voices.checks.notChecked': Record<string, never>
  'voices.checks.note': Record<string, never>
  'voices.checks.pass': Record<string, never>
  'voices.checks.passed': Record<string, never>
  'voices.checks.silence': { percent: string | number }
  'voices.checks.speech': { seconds: string | number }
  'voices.checks.title': Record<string, never>
  'voices.checks.tooMuchSilence': { percent: string | number }
  'voices.checks.tooMuchSilenceAdvice': Record<string, never>
  'voices.checks.tooQuiet': { level: string | number }
  'voices.checks.tooQuietAdvice': Record<string, never>
  'voices.checks.tooShort': { speech: string | number }
  'voices.checks.tooShortAdvice': { min: string | number }
  'voices.checks.useAnyway': Record<string, never>
  'voices.fields.description': Record<string, never>
  'voices.fields.language': Record<string, never>
  'voices.fields.name': Record<string, never>
  'voices.fields.notSet': Record<string, never>
  'voices.fields.sameName': { name: string | number }
  'voices.import.choose': Record<string, never>
  'voices.import.drop': Record<string, never>
  'voices.import.reading': Record<string, never>
  'voices.import.title': Record<string, never>
  'voices.import.tooLarge': { file: string | number }
  'voices.import.unreadable': { file: string | number }
  'voices.import.wrongFormat': { file: string | number; formats: string | number }
  'voices.keys.cancel': Record<string, never>
  'voices.keys.play': Record<string, never>
  'voices.keys.record': Record<string, never>
  'voices.language.de': Record<string, never>
  'voices.language.en': Record<string, never>
  'voices.language.enGB': Record<string, never>
  'voices.language.enUS': Record<string, never>
  'voices.language.es': Record<string, never>
  'voices.language.fr': Record<string, never>
  'voices.language.it': Record<string, never>
  'voices.language.ja': Record<string, never>
  'voices.language.nl': Record<string, never>
  'voices.language.pl': Record<string, never>
  'voices.language.pt': Record<string, never>
  'voices.language.sv': Record<string, never>
  'voices.language.zh': Record<string, never>
  'voices.length.good': { max: string | number; seconds: string | number }
  'voices.length.long': { seconds: string | number }
  'voices.length.short': { min: string | number; seconds: string | number }
  'voices.length.value': { seconds: string | number }
  'voices.list.created': { name: string | number }
  'voices.list.empty': Record<string, never>
  'voices.list.emptyHint': Record<string, never>
  'voices.list.loadFailed': { problem: string | number }
  'voices.list.loading': Record<string, never>
  'voices.list.noWorkspace': Record<string, never>
  'voices.list.noWorkspaceHint': Record<string, never>
  'voices.list.others': Record<string, never>
  'voices.list.othersCount': { count: string | number }
  'voices.list.othersHint': Record<string, never>
  'voices.list.title': Record<string, never>
  'voices.list.unlisted': { reason: string | number }
  'voices.microphone.asks': Record<string, never>
  'voices.microphone.input': Record<string, never>
  'voices.microphone.levelHint': Record<string, never>
  'voices.microphone.meanwhile': Record<string, never>
  'voices.microphone.noWindow': Record<string, never>
  'voices.microphone.opening': Record<string, never>
  'voices.microphone.refused': Record<string, never>
  'voices.microphone.retry': Record<string, never>
  'voices.microphone.systemDefault': Record<string, never>
  'voices.microphone.title': Record<string, never>
  'voices.microphone.turnOn': Record<string, never>
  'voices.microphone.unavailable': { problem: string | number }
  'voices.pending.cloned': Record<string, never>
  'voices.pending.discard': Record<string, never>
  'voices.pending.discardBody': { seconds: string | number }
  'voices.pending.discardConfirm': Record<string, never>
  'voices.pending.discardTitle': Record<string, never>
  'voices.pending.facts': { file: string | number; rate: string | number; seconds: string | number; source: string; time: string | number }
  'voices.pending.lastAttempt': { error: string | number }
  'voices.pending.listen': Record<string, never>
  'voices.pending.title': Record<string, never>
  'voices.record.couldNotStart': Record<string, never>
  'voices.record.couldNotStartBecause': { reason: string | number }
  'voices.record.maxAfter': Record<string, never>
  'voices.record.processing': Record<string, never>
  'voices.record.start': Record<string, never>
  'voices.record.starting': Record<string, never>
  'voices.record.stop': Record<string, never>
  'voices.record.time': Record<string, never>
  'voices.record.title': Record<string, never>
  'voices.record.undecodable': Record<string, never>
  'voices.record.waveform': Record<string, never>
  'voices.review.end': Record<string, never>
  'voices.review.importedFrom': { file: string | number }
  'voices.review.keptOf': { seconds: string | number }
  'voices.review.pause': Record<string, never>
  'voices.review.play': Record<string, never>
  'voices.review.playKept': Record<string, never>
  'voices.review.position': Record<string, never>
  'voices.review.rate': { rate: string | number }
  'voices.review.start': Record<string, never>
  'voices.review.title': Record<string, never>
  'voices.review.trim': Record<string, never>
  'voices.review.waveform': Record<string, never>
  'voices.script.aloud': Record<string, never>
  'voices.script.label': Record<string, never>
  'voices.seconds': { seconds: string | number }
  'voices.status.noWorkspace': Record<string, never>
  'voices.status.offline': Record<string, never>
  'voices.table.created': Record<string, never>
  'voices.table.description': Record<string, never>
  'voices.table.language': Record<string, never>
  'voices.table.name': Record<string, never>
  'voices.table.voiceId': Record<string, never>
  'voices.upload.cancel': Record<string, never>
  'voices.upload.cancelled': Record<string, never>
  'voices.upload.cloning': { megabytes: string | number }
  'voices.upload.creating': Record<string, never>
  'voices.upload.finishFirst': Record<string, never>
  'voices.upload.nameFirst': Record<string, never>
  'voices.upload.preparing': { megabytes: string | number; percent: string | number }
  'voices.upload.problems': Record<string, never>
  'voices.upload.replaceBody': { seconds: string | number }
  'voices.upload.replaceConfirm': Record<string, never>
  'voices.upload.replaceTitle': Record<string, never>
  'voices.upload.retry': Record<string, never>
  'voices.upload.size': { megabytes: string | number; rate: string | number }
  'voices.upload.submit': Record<string, never>
  'voices.upload.title': Record<string, never>
  'voices.upload.tooLarge': Record<string, never>
  'voices.upload.tooLargeToSend': Record<string, never>
  'voices.upload.uploading': Record<string, never>
  'voices.view.discardBody': Record<string, never>
  'voices.view.discardConfirm': Record<string, never>
  'voices.view.discardTitle': Record<string, never>
  'voices.view.title': Record<string, never>
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
/** A message as built: plain text as it reads, else ICU's syntax tree (no parser at run time). */
export type Message = string | MessageFormatElement[]
export type Catalog = Partial<Record<MessageKey, Message>>

/** Each other language's messages, parsed at build, one chunk each, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => (await import('virtual:messages/es')).default,
  'pt-BR': async () => (await import('virtual:messages/pt-BR')).default,
  'fr': async () => (await import('virtual:messages/fr')).default,
  'de': async () => (await import('virtual:messages/de')).default,
}
