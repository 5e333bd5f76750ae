import type { Workspace } from '../../shared/api'
import { ApiError, apiErrorWords, type ApiClient } from '../api'
import { CoreError, words, type CoreWords } from '../errors/core-error'

/**
 * Tests a key and workspace with two cheap requests before anything is saved:
 * the workspace itself (only `x-api-key`: proves the key and that its user
 * belongs to the workspace), then a workspace-scoped read (proves the key may
 * act in it). Answers the workspace; failures become precise refusals.
 */
export async function verifyConnection(client: ApiClient, signal?: AbortSignal): Promise<Workspace> {
  // The supervisor waits on this: bounded, whatever the service or the key's other traffic do. A timer rather than
  // AbortSignal.timeout, whose clock no test can move.
  const expiry = new AbortController()
  const timer = setTimeout(() => expiry.abort(new DOMException('The key test ran out of time', 'TimeoutError')), KEY_TEST_DEADLINE_MS)
  try {
    return await testKey(client, expiry.signal, signal)
  } finally {
    clearTimeout(timer)
  }
}

async function testKey(client: ApiClient, deadline: AbortSignal, signal: AbortSignal | undefined): Promise<Workspace> {
  const options = { lane: 'user' as const, signal: signal ? AbortSignal.any([signal, deadline]) : deadline }
  const outOfTime = (error: unknown) =>
    deadline.aborted && !signal?.aborted
      ? new CoreError('unreachable', words('errors.workspaces.outOfTime', { seconds: KEY_TEST_DEADLINE_MS / 1000, address: client.baseUrl }))
      : error
  let workspace: Workspace
  try {
    workspace = await client.workspaces.get(client.workspaceId, options)
  } catch (error) {
    throw explain(outOfTime(error), client, 'workspace')
  }
  try {
    await client.permissions.list(options)
  } catch (error) {
    throw explain(outOfTime(error), client, 'scoped')
  }
  return workspace
}

/** The longest a key test (adding a workspace, rotating a key, moving its address) may take. */
export const KEY_TEST_DEADLINE_MS = 10_000

function explain(error: unknown, client: ApiClient, step: 'workspace' | 'scoped'): unknown {
  if (!(error instanceof ApiError)) return error
  const { baseUrl, workspaceId } = client
  const said = error.details ? `${error.message}: ${error.details}` : error.message
  const fail = (code: string, message: CoreWords | string) => new CoreError(code, message, { status: error.status, details: said })
  switch (error.code) {
    case 'offline':
      return fail('unreachable', words('errors.workspaces.unreachable', { address: baseUrl, why: error.message }))
    case 'timeout':
      return fail('unreachable', words('errors.workspaces.slow', { address: baseUrl }))
    case 'invalid_response':
      return fail('unexpected_response', words('errors.workspaces.notTheApi', { address: baseUrl, why: error.message }))
    case 'redirected':
      return fail('unexpected_response', words('errors.labelled', { label: baseUrl, reason: apiErrorWords(error) }))
    case 'aborted':
      return error
  }
  if (error.status === 401) {
    return fail('unknown_key', words('errors.workspaces.unknownKey'))
  }
  if (error.status === 403 || error.status === 404) {
    const params = { workspace: workspaceId, status: String(error.status) }
    return fail('wrong_workspace', words(step === 'workspace' ? 'errors.workspaces.cannotSee' : 'errors.workspaces.mayNotWork', params))
  }
  if (error.status === 429) {
    return fail('verification_failed', words('errors.workspaces.keyLimited'))
  }
  return fail('verification_failed', words('errors.workspaces.checkFailed', { status: String(error.status ?? '–'), said }))
}
