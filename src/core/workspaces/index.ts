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
  requestsPerMinuteOf,
  type AddProfileInput,
  type ProfileChanges,
  type ProfileView,
} from './profile'
export { checkBaseUrl } from './base-url'
export { verifyConnection } from './verify-connection'
export { PROFILES_FILE, readProfiles } from './profile-file'
export { DEMO_API_KEY } from './demo-keys'
export { DemoWorkspace, DEMO_LABEL, DEMO_WORKSPACE_ID, isDemoProfile, type DemoService, type StartDemoService } from './demo-workspace'
export { listWorkspaces, summarizeProfile } from './workspace-list'
