// Written by `npm run i18n` (scripts/i18n.ts) from messages/*/*.json; do not edit.
import app_en from './messages/app/en.json'
import calls_en from './messages/calls/en.json'
import lib_en from './messages/lib/en.json'
import type { Language } from './locales'

/** Every message of the source catalog, with the parameters it takes. */
export interface MessageParams {
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
  'calls.age.hours': { hours: string | number; minutes: string | number }
  'calls.age.minutes': { minutes: string | number }
  'calls.age.seconds': { seconds: string | number }
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
}

export type MessageKey = keyof MessageParams
export type Catalog = Partial<Record<MessageKey, string>>

/** The source's messages, bundled. */
export const SOURCE_CATALOG = { ...app_en, ...calls_en, ...lib_en } as Record<MessageKey, string>

/** Each other language's messages, one chunk per area, loaded when chosen. */
export const CATALOG_LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Catalog>> = {
  'es': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/es.json'), import('./messages/calls/es.json'), import('./messages/lib/es.json')])).map((m) => m.default)) as Catalog,
  'pt-BR': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/pt-BR.json'), import('./messages/calls/pt-BR.json'), import('./messages/lib/pt-BR.json')])).map((m) => m.default)) as Catalog,
  'fr': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/fr.json'), import('./messages/calls/fr.json'), import('./messages/lib/fr.json')])).map((m) => m.default)) as Catalog,
  'de': async () => Object.assign({}, ...(await Promise.all([import('./messages/app/de.json'), import('./messages/calls/de.json'), import('./messages/lib/de.json')])).map((m) => m.default)) as Catalog,
}
