import { describe, expect, it } from 'vitest'
import { pageOf } from '../../../src/shared/api/common'
import { VOICE_CLONE_MAX_BYTES, Voice, VoiceCloneResponse } from '../../../src/shared/api/voices'
import { call, control, read, useSimulator, wav } from './helpers'
import { Uploads } from './sim-schemas'

const sim = await useSimulator({ activeCalls: 0, paused: true })

function cloneForm(audio: Buffer, fields: Record<string, string> = {}, filename = 'sample.wav'): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('file', new Blob([new Uint8Array(audio)], { type: 'audio/wav' }), filename)
  return form
}

describe('voice cloning', () => {
  it('returns an embedding derived from the audio and a draft voice, stored only once created', async () => {
    const first = read(await call(sim, 'POST', '/v1/api/voices/clone', { form: cloneForm(wav(1.5), { name: 'Narrator', description: 'Warm', language: 'en-GB' }) }), VoiceCloneResponse, 201)
    expect(first.voice).toMatchObject({ name: 'Narrator', description: 'Warm', language: 'en-GB', workspaceId: 'ws_demo' })
    expect(first.embedding.data.length).toBeGreaterThan(100)
    expect(first.embedding.format).toBe('f32-128-base64')

    const same = read(await call(sim, 'POST', '/v1/api/voices/clone', { form: cloneForm(wav(1.5), { name: 'Again' }) }), VoiceCloneResponse, 201)
    expect(same.embedding).toEqual(first.embedding)
    const other = read(await call(sim, 'POST', '/v1/api/voices/clone', { form: cloneForm(wav(1.5, 16000, 1, 220), { name: 'Lower' }) }), VoiceCloneResponse, 201)
    expect(other.embedding.data).not.toBe(first.embedding.data)

    const drafts = read(await call(sim, 'GET', '/v1/api/voices?limit=200'), pageOf(Voice)).data.map((v) => v._id)
    expect(drafts).not.toContain(first.voice._id)
    const saved = read(
      await call(sim, 'POST', '/v1/api/voices', { body: { name: 'Narrator', embedding: first.embedding, language: 'en-GB' } }),
      Voice,
      201,
    )
    const listed = read(await call(sim, 'GET', '/v1/api/voices?limit=200'), pageOf(Voice)).data.map((v) => v._id)
    expect(listed).toEqual(expect.arrayContaining([saved._id, 'voice_ava']))
    expect(listed).toHaveLength(drafts.length + 1)
  })

  it('names the voice after the file when no name is given', async () => {
    const answer = read(await call(sim, 'POST', '/v1/api/voices/clone', { form: cloneForm(wav(0.5), {}, 'grandma.wav') }), VoiceCloneResponse, 201)
    expect(answer.voice.name).toBe('grandma')
  })

  it('reports each upload on /_sim/voice-uploads with the WAV header fields', async () => {
    await call(sim, 'POST', '/v1/api/voices/clone', { form: cloneForm(wav(2, 22050, 2), { name: 'Stereo' }, 'stereo.wav') })
    const uploads = read(await control(sim, 'GET', '/voice-uploads'), Uploads).data
    expect(uploads.find((u) => u.filename === 'stereo.wav')).toEqual({
      filename: 'stereo.wav',
      contentType: 'audio/wav',
      bytes: 44 + 2 * 22050 * 2 * 2,
      voiceId: expect.stringMatching(/^voice_/),
      wav: { sampleRate: 22050, channels: 2, bitsPerSample: 16, durationSeconds: 2 },
      receivedAt: expect.any(String),
    })
  })

  it('answers 400 without a file and 413 over 50 MB', async () => {
    const noFile = new FormData()
    noFile.append('name', 'Nothing')
    const missing = await call(sim, 'POST', '/v1/api/voices/clone', { form: noFile })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ details: expect.stringContaining('file') })

    const before = read(await call(sim, 'GET', '/v1/api/voices?limit=200'), pageOf(Voice)).total
    const huge = await call(sim, 'POST', '/v1/api/voices/clone', { form: cloneForm(Buffer.alloc(VOICE_CLONE_MAX_BYTES + 1), { name: 'Huge' }) })
    expect(huge.status).toBe(413)
    expect(huge.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' })
    expect(read(await call(sim, 'GET', '/v1/api/voices?limit=200'), pageOf(Voice)).total).toBe(before)
  })
})

describe('creating a voice', () => {
  it('requires name and embedding', async () => {
    const embedding = { data: 'AAAA', format: 'f32-128-base64' }
    const noName = await call(sim, 'POST', '/v1/api/voices', { body: { embedding } })
    expect(noName.status).toBe(400)
    expect(noName.body).toMatchObject({ details: expect.stringContaining('name') })
    const noEmbedding = await call(sim, 'POST', '/v1/api/voices', { body: { name: 'X' } })
    expect(noEmbedding.body).toMatchObject({ details: expect.stringContaining('embedding') })
    const badEmbedding = await call(sim, 'POST', '/v1/api/voices', { body: { name: 'X', embedding: { data: 1 } } })
    expect(badEmbedding.body).toMatchObject({ details: expect.stringContaining('embedding.data') })

    const created = read(await call(sim, 'POST', '/v1/api/voices', { body: { name: 'Copy', embedding, language: 'fr-FR' } }), Voice, 201)
    expect(created).toMatchObject({ name: 'Copy', language: 'fr-FR', workspaceId: 'ws_demo', createdAt: expect.any(String) })
  })
})
