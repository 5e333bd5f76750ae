import { z } from 'zod'
import type { FetchLike } from '../api'
import { CoreError, words } from '../errors/core-error'

const ENDPOINT_TIMEOUT_MS = 10_000

/** LiveKit's standard token endpoint answer (the `TokenSource.endpoint` convention). */
const EndpointAnswer = z.object({
  participant_token: z.string().min(1),
  server_url: z.string().min(1).optional(),
})

export interface EndpointToken {
  token: string
  /** The server the endpoint names, if any; otherwise the configured one is used. */
  url: string | null
  /** From the token's `exp` claim (ISO 8601 UTC). */
  expiresAt: string
}

/** What a token is asked for: one participant of one room, and, to step in, the grant beyond listening. */
export interface EndpointTokenRequest {
  roomName: string
  identity: string
  /** The supervisor's display name. */
  name: string
  attributes: Record<string, string>
  /** Absent: listening. `barge`: publish the microphone. `takeover`: `roomAdmin` of the room, for the room service. */
  grant?: 'barge' | 'takeover'
}

/**
 * Asks the workspace's own token endpoint for a token, in LiveKit's standard
 * request shape, plus `switchboard_grant` to step in. The endpoint decides the
 * grants: without `switchboard_grant`, a hidden, subscribe-only participant, as
 * `mintListenToken` gives (docs/security.md says what each grant must allow).
 */
export async function fetchEndpointToken(endpoint: string, request: EndpointTokenRequest, fetchImpl: FetchLike = fetch): Promise<EndpointToken> {
  let response: Response
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        room_name: request.roomName,
        participant_identity: request.identity,
        participant_name: request.name,
        participant_attributes: request.attributes,
        ...(request.grant ? { switchboard_grant: request.grant } : {}),
      }),
      signal: AbortSignal.timeout(ENDPOINT_TIMEOUT_MS),
    })
  } catch (error) {
    const silent = error instanceof Error && error.name === 'TimeoutError'
    throw new CoreError('token_endpoint_failed', words(silent ? 'errors.calls.endpointSilent' : 'errors.calls.endpointUnreachable', { endpoint }))
  }
  if (!response.ok) {
    throw new CoreError('token_endpoint_failed', words('errors.calls.endpointStatus', { endpoint, status: String(response.status) }))
  }
  const parsed = EndpointAnswer.safeParse(await response.json().catch(() => null))
  if (!parsed.success) {
    throw new CoreError('token_endpoint_failed', words('errors.calls.endpointAnswer', { endpoint }))
  }
  const token = parsed.data.participant_token
  return { token, url: parsed.data.server_url ?? null, expiresAt: expiryOf(token, endpoint) }
}

/** The `exp` claim of a JWT; the signature is the media server's to check, not ours. */
function expiryOf(token: string, endpoint: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    if (typeof payload.exp === 'number') return new Date(payload.exp * 1000).toISOString()
  } catch {
    // Falls through to the error below.
  }
  throw new CoreError('token_endpoint_failed', words('errors.calls.endpointToken', { endpoint }))
}
