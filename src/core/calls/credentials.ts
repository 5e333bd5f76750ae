import { z } from 'zod'
import type { SecretStore } from '../secrets'

/** The keychain account of a workspace's LiveKit key and secret. */
export function credentialsAccount(profileId: string): string {
  return `livekit:${profileId}`
}

const Credentials = z.object({ apiKey: z.string().min(1), apiSecret: z.string().min(1) })
export type LiveKitCredentials = z.infer<typeof Credentials>

export async function readCredentials(secrets: SecretStore, profileId: string): Promise<LiveKitCredentials | null> {
  const stored = await secrets.get(credentialsAccount(profileId))
  if (!stored) return null
  try {
    const parsed = Credentials.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export async function writeCredentials(secrets: SecretStore, profileId: string, credentials: LiveKitCredentials): Promise<void> {
  await secrets.set(credentialsAccount(profileId), JSON.stringify(credentials))
}

export async function deleteCredentials(secrets: SecretStore, profileId: string): Promise<void> {
  await secrets.delete(credentialsAccount(profileId))
}
