export {
  createWorkspaceProfiles,
  type ProfileChange,
  type WorkspaceProfiles,
  type WorkspaceProfilesOptions,
} from './workspace-profiles'
export {
  WorkspaceProfile,
  DEFAULT_PLAN,
  PLAN_REQUESTS_PER_MINUTE,
  maskKey,
  requestsPerMinuteOf,
  type AddProfileInput,
  type ProfileChanges,
  type ProfileView,
} from './profile'
export { ProfileError, type ProfileErrorCode } from './profile-error'
export { checkBaseUrl, isLoopback } from './base-url'
export { verifyConnection } from './verify-connection'
export { PROFILES_FILE, readProfiles } from './profile-file'
