import { Voice, VoiceCloneResponse, type ListQuery, type Page, type VoiceCreate } from '../../../shared/api'
import { pageOrList } from '../list'
import type { RequestOptions } from '../options'
import type { Transport } from '../transport'
import { requests } from './requests'

export interface VoiceClone {
  /** The audio, at most 50 MB (`VOICE_CLONE_MAX_BYTES`). */
  file: Blob
  fileName: string
  name?: string
  description?: string
  language?: string
}

export interface VoicesApi {
  list(query?: ListQuery, options?: RequestOptions): Promise<Page<Voice>>
  create(voice: VoiceCreate, options?: RequestOptions): Promise<Voice>
  /** Uploads as `multipart/form-data`; cancel with `options.signal`. */
  clone(voice: VoiceClone, options?: RequestOptions): Promise<VoiceCloneResponse>
}

const BASE = '/v1/api/voices'
/** 50 MB at 2 Mbit/s takes over three minutes. */
const CLONE_TIMEOUT_MS = 300_000
const VoicePage = pageOrList(Voice)

export function voicesApi(send: Transport): VoicesApi {
  const { read, write } = requests(send)
  return {
    list: (query = {}, options) => read(BASE, VoicePage, options, { query, items: { resource: 'voices', item: Voice } }),
    create: (voice, options) => write('POST', BASE, Voice, { json: voice }, options),
    clone: (voice, options) =>
      write('POST', `${BASE}/clone`, VoiceCloneResponse, { form: cloneForm(voice) }, options, {
        timeoutMs: CLONE_TIMEOUT_MS,
      }),
  }
}

function cloneForm(voice: VoiceClone): FormData {
  const form = new FormData()
  for (const name of ['name', 'description', 'language'] as const) {
    const value = voice[name]
    if (value !== undefined) form.set(name, value)
  }
  form.set('file', voice.file, voice.fileName)
  return form
}
