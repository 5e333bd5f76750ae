import type { Voice, VoiceEmbedding } from '../../shared/api'
import type { VoiceDraft } from '../../shared/bridge'
import type { ApiClient } from '../api'
import type { StoredPending } from './pending-store'

export interface SaveVoiceSteps {
  client: ApiClient
  workspaceId: string
  signal: AbortSignal
  onPhase(phase: 'cloning' | 'creating'): void
  /** Called before the voice is created, so a failed create does not cost another upload. */
  onCloned(embedding: VoiceEmbedding): Promise<void>
}

/**
 * The two service calls that turn the kept recording into a voice: clone the
 * audio (`POST /v1/api/voices/clone`, multipart) for its embedding, then create
 * the voice with the supervisor's name, description and language
 * (`POST /v1/api/voices`). An embedding from an earlier attempt in the same
 * workspace skips the upload.
 */
export async function saveVoice(pending: StoredPending, audio: () => Promise<Buffer>, draft: VoiceDraft, steps: SaveVoiceSteps): Promise<Voice> {
  const { client, signal } = steps
  const fields = {
    name: draft.name,
    ...(draft.description ? { description: draft.description } : {}),
    ...(draft.language ? { language: draft.language } : {}),
  }
  let embedding = pending.clonedIn === steps.workspaceId ? pending.embedding : null
  if (!embedding) {
    steps.onPhase('cloning')
    const file = new Blob([new Uint8Array(await audio())], { type: 'audio/wav' })
    const cloned = await client.voices.clone({ file, fileName: pending.fileName, ...fields }, { signal })
    embedding = cloned.embedding
    await steps.onCloned(embedding)
  }
  steps.onPhase('creating')
  return client.voices.create({ ...fields, embedding }, { signal })
}
