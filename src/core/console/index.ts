export type { ConfirmReach } from './context'
export { CACHE_FILE, SwitchboardConsole, type ConsoleOptions } from './console'
export type {
  ActiveWorkspace,
  AnyFeatureModule,
  FeatureModule,
  FeaturePrefix,
  OnSegmentStored,
  StoredSegmentNotice,
  WorkspaceAccess,
  WorkspaceWatch,
} from './context'
export { dispatch, toBridgeError } from './dispatch'
export { EventHub, type AnyEventListener } from './event-hub'
export { RendererPolicy, renewOnChange } from './renderer-policy'
