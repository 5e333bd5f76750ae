import { z } from 'zod'
import { VOICE_CLONE_MAX_BYTES, type Voice } from '../api'
import { command, event } from './define'
import type { BridgeError } from './result'

/**
 * The voice lab: a recording travels from the renderer to core in base64 chunks
 * (the Bridge carries JSON), becomes the kept ("pending") recording once complete,
 * and is then cloned and created as a voice by core. The renderer never talks to
 * the service.
 */

/** Bytes per `voices.uploadChunk`: small enough for a smooth progress bar, large enough to be quick. */
export const VOICE_UPLOAD_CHUNK_BYTES = 512 * 1024
const CHUNK_BASE64_CHARS = Math.ceil(VOICE_UPLOAD_CHUNK_BYTES / 3) * 4

export type RecordingSource = 'recording' | 'import'

/**
 * The operating system's microphone permission for Switchboard (macOS: System
 * Settings → Privacy & Security → Microphone; Windows: Settings → Privacy &
 * security → Microphone). `not-determined`: macOS has not asked yet. `restricted`:
 * a device policy forbids it. `unknown`: this host cannot tell (the browser host,
 * Linux), so the browser's own permission decides.
 */
export type MicrophoneAccessStatus = 'granted' | 'not-determined' | 'denied' | 'restricted' | 'unknown'

/** What the supervisor typed for the voice; kept with the recording so a retry needs no retyping. */
export interface VoiceDraft {
  name: string
  description: string
  /** A language code such as `en-GB`; empty when not given. */
  language: string
}

/** The recording core keeps until it is saved as a voice or discarded; survives a restart. */
export interface PendingRecording {
  uploadId: string
  fileName: string
  bytes: number
  durationSeconds: number
  sampleRate: number
  source: RecordingSource
  /** ISO 8601 UTC of when core received the whole file. */
  savedAt: string
  draft: VoiceDraft | null
  /** The service already returned an embedding: a retry only creates the voice. */
  cloned: boolean
  /** Why the last attempt failed, in plain words; null before any attempt. */
  lastError: BridgeError | null
}

/**
 * `transferring`: renderer to core (sentBytes moves); `cloning`: core sends the file
 * to the service (no byte count is available there); `creating`: the voice is
 * being created from the embedding.
 */
export type VoiceUploadPhase = 'transferring' | 'cloning' | 'creating' | 'done' | 'failed' | 'cancelled'

export interface VoiceUploadProgress {
  uploadId: string
  phase: VoiceUploadPhase
  sentBytes: number
  totalBytes: number
}

/**
 * The active workspace's voices in the local cache, newest first: those created
 * from this console, and the others a sync listed from the service.
 */
export interface VoiceList {
  workspaceId: string | null
  created: Voice[]
  others: Voice[]
}

const UploadId = z.string().regex(/^[0-9a-f-]{36}$/, 'not an upload id')
const LanguageCode = z
  .string()
  .trim()
  .max(35)
  .regex(/^$|^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a language code such as en or en-GB')

export const voicesCommands = {
  /** Before recording: `ask` lets macOS show its one-time prompt; without it, the status only. */
  'voices.microphoneAccess': command(() => z.object({ ask: z.boolean() }).strict()).returns<{ status: MicrophoneAccessStatus }>(),
  'voices.list': command(() => z.object({}).strict()).returns<VoiceList>(),
  'voices.pending': command(() => z.object({}).strict()).returns<PendingRecording | null>(),
  /** A slice of the kept recording's bytes, to play it back after a restart. */
  'voices.readPending': command(() =>
    z
      .object({
        offset: z.number().int().min(0).max(VOICE_CLONE_MAX_BYTES),
        length: z.number().int().min(1).max(VOICE_UPLOAD_CHUNK_BYTES),
      })
      .strict(),
  ).returns<{ dataBase64: string; totalBytes: number }>(),
  'voices.discardPending': command(() => z.object({}).strict()).returns<{ discarded: boolean }>(),
  /** Refused over 50 MB; refused with `pending_exists` while another recording is kept. */
  'voices.beginUpload': command(() =>
    z
      .object({
        totalBytes: z.number().int().min(45).max(VOICE_CLONE_MAX_BYTES, 'the audio is larger than 50 MB'),
        fileName: z.string().trim().min(1).max(120),
        source: z.enum(['recording', 'import']),
      })
      .strict(),
  ).returns<{ uploadId: string; chunkBytes: number }>(),
  /** Chunks arrive in order from index 0; the last one makes the recording pending. */
  'voices.uploadChunk': command(() =>
    z
      .object({
        uploadId: UploadId,
        index: z.number().int().min(0).max(Math.ceil(VOICE_CLONE_MAX_BYTES / VOICE_UPLOAD_CHUNK_BYTES)),
        dataBase64: z.base64().min(4).max(CHUNK_BASE64_CHARS),
      })
      .strict(),
  ).returns<{ receivedBytes: number; totalBytes: number; complete: boolean }>(),
  /** Clones the pending recording, then creates the voice; the recording is kept on any failure. */
  'voices.clone': command(() =>
    z
      .object({
        uploadId: UploadId,
        name: z.string().trim().min(1, 'Enter a name for the voice').max(100),
        description: z.string().trim().max(500).default(''),
        language: LanguageCode.default(''),
      })
      .strict(),
  ).returns<{ voice: Voice }>(),
  'voices.cancel': command(() => z.object({ uploadId: UploadId }).strict()).returns<{ cancelled: boolean }>(),
}

export const voicesEvents = {
  'voices.progress': event<VoiceUploadProgress>(),
  'voices.pending': event<PendingRecording | null>(),
  'voices.changed': event<VoiceList>(),
}
