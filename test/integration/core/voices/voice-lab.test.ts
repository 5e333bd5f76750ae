import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { upsertVoices } from '../../../../src/core/cache'
import { VOICE_CLONE_MAX_BYTES } from '../../../../src/shared/api'
import { toBase64 } from '../../../../src/renderer/voices/upload/base64'
import { clientOf, setUpLab, simUploads, simVoices, take, transfer } from './lab'

const DRAFT = { name: 'Ada, warm', description: 'Support line voice', language: 'en-GB' }

describe('the voice lab in core, against the simulator', () => {
  it('receives a take in chunks, keeps it, clones it and creates the voice', async () => {
    const { lab, sim, dataDir, of } = await setUpLab()
    const wav = take(12)
    const uploadId = await transfer(lab, wav, 'My take (1).webm')

    const transferred = of('voices.progress').filter((p) => p.phase === 'transferring')
    expect(transferred.map((p) => p.sentBytes)).toEqual([0, 512 * 1024, 1024 * 1024, wav.length])
    expect(transferred.every((p) => p.totalBytes === wav.length)).toBe(true)
    const kept = await lab.pending()
    expect(kept).toMatchObject({ uploadId, fileName: 'My take (1).wav', bytes: wav.length, durationSeconds: 12, sampleRate: 48_000, source: 'recording', cloned: false, lastError: null })
    expect(of('voices.pending').at(-1)).toEqual(kept)

    const { voice } = await lab.clone(uploadId, DRAFT)
    expect(voice).toMatchObject({ name: DRAFT.name, description: DRAFT.description, language: 'en-GB', workspaceId: 'ws_demo' })
    expect(of('voices.progress').slice(-3).map((p) => p.phase)).toEqual(['cloning', 'creating', 'done'])

    const [upload] = await simUploads(sim)
    expect(upload).toMatchObject({ filename: 'My take (1).wav', contentType: 'audio/wav', bytes: wav.length, wav: { sampleRate: 48_000, channels: 1, bitsPerSample: 16, durationSeconds: 12 } })
    expect((await simVoices(sim)).find((v) => v._id === voice._id)).toMatchObject(DRAFT)

    expect(await lab.list()).toEqual({ workspaceId: 'ws_demo', created: [voice], others: [] })
    expect(of('voices.changed').at(-1)).toEqual({ workspaceId: 'ws_demo', created: [voice], others: [] })
    expect(await lab.pending()).toBeNull()
    expect(of('voices.pending').at(-1)).toBeNull()
    expect(readdirSync(join(dataDir, 'voice-lab')).filter((f) => f.startsWith('pending'))).toEqual([])
  })

  it('refuses over 50 MB, more bytes than announced, chunks out of order and audio that is not WAV', async () => {
    const { lab, dataDir } = await setUpLab()
    await expect(lab.beginUpload(VOICE_CLONE_MAX_BYTES + 1, 'big.wav', 'import')).rejects.toMatchObject({ code: 'too_large', message: expect.stringContaining('50 MB') })

    const small = await lab.beginUpload(100, 'a.wav', 'recording')
    await expect(lab.uploadChunk(small.uploadId, 1, toBase64(new Uint8Array(10)))).rejects.toMatchObject({ code: 'out_of_order' })
    await expect(lab.uploadChunk(small.uploadId, 0, toBase64(new Uint8Array(101)))).rejects.toMatchObject({ code: 'too_large' })
    await expect(lab.uploadChunk(small.uploadId, 0, toBase64(new Uint8Array(10)))).rejects.toMatchObject({ code: 'upload_not_found' })

    const mp3 = new TextEncoder().encode('ID3\u0004'.padEnd(200, 'x'))
    await expect(transfer(lab, mp3, 'song.mp3')).rejects.toMatchObject({ code: 'invalid_audio' })
    expect(await lab.pending()).toBeNull()
    expect(readdirSync(join(dataDir, 'voice-lab', 'uploads'))).toEqual([])
  })

  it('cancels a transfer half-way: the part file goes, later chunks are refused', async () => {
    const { lab, dataDir, of } = await setUpLab()
    const wav = take(12)
    const { uploadId, chunkBytes } = await lab.beginUpload(wav.length, 'take.wav', 'recording')
    await lab.uploadChunk(uploadId, 0, toBase64(wav.subarray(0, chunkBytes)))
    expect(await lab.cancel(uploadId)).toEqual({ cancelled: true })
    await expect(lab.uploadChunk(uploadId, 1, toBase64(wav.subarray(chunkBytes, 2 * chunkBytes)))).rejects.toMatchObject({ code: 'upload_not_found' })
    expect(of('voices.progress').at(-1)).toMatchObject({ uploadId, phase: 'cancelled' })
    expect(readdirSync(join(dataDir, 'voice-lab', 'uploads'))).toEqual([])
    expect(await lab.pending()).toBeNull()
  })

  it('keeps the recording through a refused upload and an app restart, then saves it', async () => {
    const { lab, sim, restart } = await setUpLab({ apiKey: 'demo-outsider-key' })
    const wav = take(11, 44_100)
    const uploadId = await transfer(lab, wav)
    const refused = await lab.clone(uploadId, DRAFT).catch((e: unknown) => e)
    expect(refused).toMatchObject({ code: 'FORBIDDEN', status: 403, message: expect.stringMatching(/may not create voices in this workspace.*The recording is kept/) })
    expect(await lab.pending()).toMatchObject({ uploadId, draft: DRAFT, cloned: false, lastError: { code: 'FORBIDDEN', status: 403 } })

    const afterRestart = restart(clientOf(sim))
    const kept = await afterRestart.pending()
    expect(kept).toMatchObject({ uploadId, draft: DRAFT, durationSeconds: 11, sampleRate: 44_100 })
    const first = await afterRestart.readPending(0, 512 * 1024)
    const rest = await afterRestart.readPending(512 * 1024, 512 * 1024)
    expect(first.totalBytes).toBe(wav.length)
    const read = Buffer.concat([Buffer.from(first.dataBase64, 'base64'), Buffer.from(rest.dataBase64, 'base64')])
    expect(read.equals(wav)).toBe(true)

    const { voice } = await afterRestart.clone(uploadId, DRAFT)
    expect((await afterRestart.list()).created.map((v) => v._id)).toEqual([voice._id])
    expect(await afterRestart.pending()).toBeNull()
  })

  it('says 401 in plain words and refuses a second recording while one is kept', async () => {
    const { lab } = await setUpLab({ apiKey: 'not-a-key' })
    const uploadId = await transfer(lab, take(10))
    await expect(lab.clone(uploadId, DRAFT)).rejects.toMatchObject({ status: 401, message: expect.stringMatching(/did not accept the API key.*kept/) })
    await expect(lab.beginUpload(1000, 'second.wav', 'recording')).rejects.toMatchObject({ code: 'pending_exists' })
    expect(await lab.discardPending()).toEqual({ discarded: true })
    expect(await lab.pending()).toBeNull()
    await expect(lab.clone(uploadId, DRAFT)).rejects.toMatchObject({ code: 'upload_not_found' })
  })

  it('after a 429 on create keeps the embedding, so the retry does not upload again', async () => {
    // One request per minute: the clone passes, the create is refused.
    const { lab, sim, restart } = await setUpLab({ sim: { rateLimit: 1 } })
    const uploadId = await transfer(lab, take(10))
    const refused = await lab.clone(uploadId, DRAFT).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/Too many requests.*waits \d+ seconds.*kept/) })
    expect(await lab.pending()).toMatchObject({ cloned: true, lastError: { status: 429 } })
    expect(await simUploads(sim)).toHaveLength(1)

    // Another key of the same workspace is not limited yet: the retry only creates.
    const member = restart(clientOf(sim, 'demo-member-key'))
    const { voice } = await member.clone(uploadId, { ...DRAFT, name: 'Renamed' })
    expect(voice.name).toBe('Renamed')
    expect(await simUploads(sim)).toHaveLength(1)
  })

  it('refuses to clone while offline, and reports a lost connection, keeping the recording', async () => {
    const { lab, sim, connection } = await setUpLab()
    const uploadId = await transfer(lab, take(10))
    connection.state = 'offline'
    await expect(lab.clone(uploadId, DRAFT)).rejects.toMatchObject({ code: 'offline_action', message: expect.stringMatching(/^Cloning a voice needs a connection.*The recording is kept/) })
    expect(await simUploads(sim)).toHaveLength(0)

    connection.state = 'online'
    await sim.stop()
    await expect(lab.clone(uploadId, DRAFT)).rejects.toMatchObject({ code: 'offline', message: expect.stringMatching(/cannot reach the service.*kept/) })
    expect(await lab.pending()).toMatchObject({ uploadId, lastError: { code: 'offline' } })
  })

  it('cancels the upload to the service; the recording stays', async () => {
    const { lab, of } = await setUpLab({ sim: { latencyMs: 5000 } })
    const uploadId = await transfer(lab, take(10))
    const cloning = lab.clone(uploadId, DRAFT).catch((e: unknown) => e)
    await expect.poll(() => of('voices.progress').at(-1)?.phase).toBe('cloning')
    await expect(lab.discardPending()).rejects.toMatchObject({ code: 'busy' })
    expect(await lab.cancel(uploadId)).toEqual({ cancelled: true })
    expect(await cloning).toMatchObject({ code: 'cancelled', message: expect.stringMatching(/^Upload cancelled\. The recording is kept/) })
    expect(of('voices.progress').at(-1)?.phase).toBe('cancelled')
    expect(await lab.pending()).toMatchObject({ uploadId, lastError: { code: 'cancelled' } })
    expect((await lab.list()).created).toEqual([])
  })

  it('lists the voices it created apart from those a sync cached from the service', async () => {
    const { lab, cache } = await setUpLab()
    const { voice } = await lab.clone(await transfer(lab, take(10)), DRAFT)
    const stock = { _id: 'voice_ava', name: 'Ava', description: 'Stock voice', language: 'en-US', workspaceId: 'ws_demo', createdAt: '2025-01-01T00:00:00.000Z' }
    upsertVoices(cache, 'ws_demo', [stock])
    upsertVoices(cache, 'ws_other', [{ ...stock, _id: 'voice_elsewhere', workspaceId: 'ws_other' }])
    expect(await lab.list()).toEqual({ workspaceId: 'ws_demo', created: [voice], others: [stock] })
  })

  it('rebuilds the description of a kept recording whose JSON was lost', async () => {
    const { lab, dataDir, restart } = await setUpLab()
    await transfer(lab, take(10, 16_000))
    const { rmSync } = await import('node:fs')
    rmSync(join(dataDir, 'voice-lab', 'pending.json'))
    expect(await restart().pending()).toMatchObject({ durationSeconds: 10, sampleRate: 16_000, fileName: 'recording.wav' })
    expect(existsSync(join(dataDir, 'voice-lab', 'pending.json'))).toBe(true)
  })
})
