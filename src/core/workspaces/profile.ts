import { z } from 'zod'
import { IsoTimestamp } from '../../shared/api'

/**
 * A workspace the supervisor can switch to. The API key is not part of it: it
 * lives in the OS keychain under the account `id`.
 */
export const WorkspaceProfile = z.strictObject({
  id: z.string().min(1),
  label: z.string().min(1),
  baseUrl: z.string().min(1),
  workspaceId: z.string().min(1),
  plan: z.string().min(1),
  requestsPerMinute: z.number().int().min(1),
  createdAt: IsoTimestamp,
  /**
   * The built-in demo: its key is the simulator's public fixture key, held in
   * memory and never in the keychain, so the demo opens where there is none.
   */
  demo: z.literal(true).optional(),
  /** The demo opened with its member key ("Demo (member)"), which lacks some permissions; absent for the owner's. */
  demoRole: z.literal('member').optional(),
})
export type WorkspaceProfile = z.infer<typeof WorkspaceProfile>

/** What the Settings view may see: never the key, only its last four characters. */
export interface ProfileView extends WorkspaceProfile {
  active: boolean
  /** `••••a1b2`, or null when the keychain has no key for the profile or cannot be read. */
  maskedKey: string | null
}

export interface AddProfileInput {
  /** Defaults to the workspace's name as the service reports it. */
  label?: string
  baseUrl: string
  workspaceId: string
  apiKey: string
  plan?: string
  /** Defaults to the plan's limit, or 60. */
  requestsPerMinute?: number
}

/** The demo's profile: its key is public fixture data, kept in memory (see `WorkspaceProfile.demo`). */
export type AddDemoProfileInput = Required<Pick<AddProfileInput, 'label' | 'baseUrl' | 'workspaceId' | 'plan'>> & { demoRole?: 'member' }

export interface ProfileChanges {
  label?: string
  plan?: string
  requestsPerMinute?: number
  /** E.g. the demo simulator's new port; the key and workspace are tested again at the new address. */
  baseUrl?: string
}

/**
 * Requests per minute per key by plan. The reference shows only the developer
 * plan; the others are the choices of docs/api-choices.md.
 */
export const PLAN_REQUESTS_PER_MINUTE: Readonly<Record<string, number>> = {
  developer: 60,
  business: 600,
  enterprise: 6000,
}
export const DEFAULT_PLAN = 'developer'

export function requestsPerMinuteOf(plan: string): number {
  return PLAN_REQUESTS_PER_MINUTE[plan] ?? PLAN_REQUESTS_PER_MINUTE[DEFAULT_PLAN] ?? 60
}
