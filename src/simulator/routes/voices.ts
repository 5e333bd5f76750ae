import type { Route } from '../context'
import { VOICE_CLONE_MAX_BYTES, type VoiceWrite } from '../contract/shapes'
import { readBody } from '../http/body'
import { badRequest } from '../http/errors'
import { assertWithinLimit, fileField, readForm } from '../http/multipart'
import { pageRequest, paginate } from '../http/query'
import { created, ok } from '../http/reply'
import type { VoiceRecord } from '../state/store'
import { voiceOf } from '../state/views'
import { embeddingOf } from '../voice/embedding'
import { describeUpload } from '../voice/uploads'

const PATH = '/v1/api/voices'

export const voiceRoutes: Route[] = [
  {
    method: 'GET',
    path: PATH,
    scope: 'workspace',
    handle: ({ sim, caller, query }) => ok(paginate(sim.store.listIn(sim.store.voices, caller.workspaceId).map(voiceOf), pageRequest(query))),
  },
  {
    method: 'POST',
    path: PATH,
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const body = await readBody<VoiceWrite>(request)
      const voice: VoiceRecord = {
        _id: sim.store.newId('voice'),
        workspaceId: caller.workspaceId,
        name: body.name,
        description: body.description ?? '',
        language: body.language ?? '',
        embedding: body.embedding,
        createdAt: sim.engine.clock.iso(),
      }
      sim.store.voices.set(voice._id, voice)
      return created(voiceOf(voice))
    },
  },
  {
    method: 'POST',
    path: `${PATH}/clone`,
    scope: 'workspace',
    handle: async (request) => {
      const { sim, caller } = request
      const form = await readForm(request, VOICE_CLONE_MAX_BYTES)
      const file = fileField(form, 'file')
      assertWithinLimit(file, VOICE_CLONE_MAX_BYTES)
      if (file.size === 0) throw badRequest('file: the audio file is empty')
      const embedding = embeddingOf(file.bytes)
      const now = sim.engine.clock.iso()
      const voice: VoiceRecord = {
        _id: sim.store.newId('voice'),
        workspaceId: caller.workspaceId,
        name: form.fields.name?.trim() || file.filename.replace(/\.[^.]*$/, '') || 'Cloned voice',
        description: form.fields.description ?? '',
        language: form.fields.language ?? '',
        embedding,
        createdAt: now,
      }
      // A draft: the voice exists once the client saves it with POST /v1/api/voices (docs/api-choices.md).
      if (sim.uploads.length >= 1000) sim.uploads.shift()
      sim.uploads.push(describeUpload(file.filename, file.contentType, file.bytes, voice._id, new Date().toISOString()))
      return created({ embedding, voice: voiceOf(voice) })
    },
  },
]
