import { randomUUID } from 'node:crypto'
import { createLimiterRegistry, type QuarantinedItem, type ApiClient, type FetchLike, type LimiterRegistry, type TimerClock } from '../api'
import type { Logger } from '../log'
import type { SecretStore } from '../secrets'
import { checkBaseUrl } from './base-url'
import { DEMO_API_KEY, DEMO_MEMBER_API_KEY } from './demo-keys'
import { DEFAULT_PLAN, requestsPerMinuteOf, type AddDemoProfileInput, type AddProfileInput, type ProfileChanges, type ProfileView, type WorkspaceProfile } from './profile'
import { CoreError, words } from '../errors/core-error'
import { readProfiles, writeProfiles, type ProfilesDocument } from './profile-file'
import { applyChanges, checkRate, required } from './profile-input'
import { ProfileKeys } from './profile-keys'
import { verifyConnection } from './verify-connection'

export interface WorkspaceProfilesOptions {
  /** Where `workspaces.json` lives. */
  dataDir: string
  secrets: SecretStore
  /** Share it with anything else that builds clients, so each key keeps one limiter. */
  limiters?: LimiterRegistry
  fetch?: FetchLike
  logger?: Logger
  /** Told the list items the tolerant reader set aside (docs/reliability.md). */
  onQuarantine?: (workspaceId: string, items: QuarantinedItem[]) => void
  /** The keys' limiters wait on it too. */
  clock?: TimerClock
  timeoutMs?: number
  newId?: () => string
}

export type ProfileChange = { kind: 'added' | 'updated' | 'activated' | 'key-rotated' | 'removed'; profileId: string }

export interface WorkspaceProfiles {
  list(): Promise<ProfileView[]>
  active(): Promise<ProfileView | null>
  /** Tests the key and workspace first; the first profile becomes the active one. */
  addProfile(input: AddProfileInput, signal?: AbortSignal): Promise<ProfileView>
  /** The demo's profile, marked `demo`: its public fixture key stays in memory, so no keychain is needed. */
  addDemoProfile(input: AddDemoProfileInput, signal?: AbortSignal): Promise<ProfileView>
  setActive(profileId: string): Promise<ProfileView>
  /** A new base URL is tested with the stored key before it is saved. */
  updateProfile(profileId: string, changes: ProfileChanges, signal?: AbortSignal): Promise<ProfileView>
  /** Tests the new key first; the old one stays if the test fails. */
  rotateKey(profileId: string, apiKey: string, signal?: AbortSignal): Promise<ProfileView>
  /** Deletes the keychain entry, then the profile. Answers the removed profile (its cache is the caller's to delete). */
  removeProfile(profileId: string): Promise<WorkspaceProfile>
  /** The profile's client, built once and shared; its limiter is the one of its key. */
  clientFor(profileId: string): Promise<ApiClient>
  subscribe(listener: (change: ProfileChange) => void): () => void
}

export function createWorkspaceProfiles(options: WorkspaceProfilesOptions): WorkspaceProfiles {
  const { dataDir } = options
  const now = () => (options.clock ? options.clock.now() : Date.now())
  const keys = new ProfileKeys({ ...options, limiters: options.limiters ?? createLimiterRegistry({ clock: options.clock }) })
  const newId = options.newId ?? (() => `wsp_${randomUUID()}`)
  const listeners = new Set<(change: ProfileChange) => void>()
  let chain: Promise<unknown> = Promise.resolve()

  /** Read-modify-write of the profiles file, one at a time. */
  const exclusive = <T>(task: (document: ProfilesDocument) => Promise<T>): Promise<T> => {
    const run = chain.then(async () => task(await readProfiles(dataDir)))
    chain = run.catch(() => undefined)
    return run
  }
  const emit = (change: ProfileChange) => listeners.forEach((listener) => listener(change))
  const view = async (document: ProfilesDocument, profile: WorkspaceProfile): Promise<ProfileView> => ({
    ...profile,
    active: document.activeProfileId === profile.id,
    maskedKey: await keys.maskOf(profile),
  })
  const save = (target: Omit<WorkspaceProfile, 'id' | 'createdAt'>, apiKey: string | null) =>
    exclusive(async (document) => {
      const profile: WorkspaceProfile = { id: newId(), ...target, createdAt: new Date(now()).toISOString() }
      if (apiKey !== null) await keys.store(profile.id, apiKey)
      document.profiles.push(profile)
      document.activeProfileId ??= profile.id
      await writeProfiles(dataDir, document).catch(async (error: unknown) => {
        await keys.delete(profile).catch(() => undefined)
        throw error
      })
      emit({ kind: 'added', profileId: profile.id })
      return view(document, profile)
    })

  return {
    async list() {
      const document = await readProfiles(dataDir)
      return Promise.all(document.profiles.map((profile) => view(document, profile)))
    },
    async active() {
      const document = await readProfiles(dataDir)
      const profile = document.profiles.find((p) => p.id === document.activeProfileId)
      return profile ? view(document, profile) : null
    },
    async addProfile(input, signal) {
      const baseUrl = checkBaseUrl(input.baseUrl)
      const workspaceId = required(input.workspaceId, words('errors.workspaces.workspaceIdEmpty'))
      const apiKey = required(input.apiKey, words('errors.workspaces.apiKeyEmpty'))
      const plan = input.plan?.trim() || DEFAULT_PLAN
      const requestsPerMinute = checkRate(input.requestsPerMinute ?? requestsPerMinuteOf(plan))
      // A damaged profiles file or a missing keychain stops us before the key is sent anywhere.
      await readProfiles(dataDir)
      await keys.requireKeychain()
      const target = { baseUrl, workspaceId, requestsPerMinute }
      const workspace = await verifyConnection(keys.testClientWith(target, apiKey), signal)
      return save({ label: input.label?.trim() || workspace.name || workspaceId, ...target, plan }, apiKey)
    },
    async addDemoProfile(input, signal) {
      const target = { baseUrl: input.baseUrl, workspaceId: input.workspaceId, requestsPerMinute: requestsPerMinuteOf(input.plan) }
      await readProfiles(dataDir)
      const member = input.demoRole === 'member'
      await verifyConnection(keys.testClientWith(target, member ? DEMO_MEMBER_API_KEY : DEMO_API_KEY), signal)
      return save({ label: input.label, ...target, plan: input.plan, demo: true, ...(member ? { demoRole: 'member' as const } : {}) }, null)
    },
    setActive: (profileId) =>
      exclusive(async (document) => {
        const profile = find(document, profileId)
        document.activeProfileId = profileId
        await writeProfiles(dataDir, document)
        emit({ kind: 'activated', profileId })
        return view(document, profile)
      }),
    updateProfile: (profileId, changes, signal) =>
      exclusive(async (document) => {
        const profile = find(document, profileId)
        const next = applyChanges(profile, changes)
        if (next.baseUrl !== profile.baseUrl) {
          await verifyConnection(keys.testClientWith(next, await keys.keyOf(profile)), signal)
          keys.forgetClient(profileId)
        }
        Object.assign(profile, next)
        await writeProfiles(dataDir, document)
        keys.cachedClient(profileId)?.limiter.setRequestsPerMinute(profile.requestsPerMinute)
        emit({ kind: 'updated', profileId })
        return view(document, profile)
      }),
    async rotateKey(profileId, newKey, signal) {
      const apiKey = required(newKey, words('errors.workspaces.newApiKeyEmpty'))
      const profile = find(await readProfiles(dataDir), profileId)
      if (profile.demo) throw new CoreError('demo_key', words('errors.workspaces.demoKey'))
      await keys.requireKeychain()
      await verifyConnection(keys.testClientWith(profile, apiKey), signal)
      return exclusive(async (document) => {
        const current = find(document, profileId)
        await keys.store(profileId, apiKey)
        emit({ kind: 'key-rotated', profileId })
        return view(document, current)
      })
    },
    removeProfile: (profileId) =>
      exclusive(async (document) => {
        const profile = find(document, profileId)
        await keys.delete(profile)
        document.profiles = document.profiles.filter((p) => p.id !== profileId)
        if (document.activeProfileId === profileId) document.activeProfileId = document.profiles[0]?.id ?? null
        await writeProfiles(dataDir, document)
        emit({ kind: 'removed', profileId })
        return profile
      }),
    async clientFor(profileId) {
      return keys.clientFor(find(await readProfiles(dataDir), profileId))
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

function find(document: ProfilesDocument, profileId: string): WorkspaceProfile {
  const profile = document.profiles.find((p) => p.id === profileId)
  if (!profile) throw new CoreError('profile_not_found', words('errors.workspaces.profileGone'))
  return profile
}
