/**
 * Calls: the live wall (the active-call poller and its one diff per poll), the
 * call history it records (sightings), ending a call, and listening in
 * (media servers and listening tokens).
 */
export { ActiveCallPoller, type PollerDeps, type PollerOptions } from './active-call-poller'
export { CallsFeed, type CallsDiff, type Poll } from './calls-feed'
export { createCallsPoller, NO_CALLS } from './live-calls'
export { AlertWatch, RuleEvaluator, type HeardLine, type PollForRules } from './alert-watch'
export { recordSightings } from './sightings'
export { endCall } from './end-call'
export { MediaServers, type MediaServersOptions } from './media-servers'
export { LISTEN_TOKEN_TTL_SECONDS, listenerIdentity, mintListenToken, type ListenTokenRequest, type MintedToken } from './mint-token'
export { credentialsAccount } from './credentials'
export { checkMediaServerUrl, checkTokenEndpoint } from './media-server-url'
export { MEDIA_SERVERS_FILE } from './media-server-file'
export { mediaServerConnectOrigins, mediaServerOrigins } from './media-server-origins'
