import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  readJsonDocument,
  readJsonFile,
  readJsonFileSync,
  writeJsonFile,
  writeJsonFileSync,
} from '../../../../src/core/storage/json-file'

const Setting = z.object({ zone: z.string() })

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-json-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('preference files', () => {
  it('write into a new folder and read back, leaving no temporary file', async () => {
    const path = join(dir, 'nested', 'setting.json')
    await writeJsonFile(path, { zone: 'Europe/Paris' })
    expect(await readJsonFile(path, Setting)).toEqual({ zone: 'Europe/Paris' })
    writeJsonFileSync(path, { zone: 'Asia/Tokyo' })
    expect(readJsonFileSync(path, Setting)).toEqual({ zone: 'Asia/Tokyo' })
    expect(readdirSync(join(dir, 'nested'))).toEqual(['setting.json'])
    expect(readFileSync(path, 'utf8')).toBe('{\n  "zone": "Asia/Tokyo"\n}\n')
  })

  it('read a missing, malformed or hand-edited file as null', async () => {
    const path = join(dir, 'setting.json')
    expect(await readJsonFile(path, Setting)).toBeNull()
    writeFileSync(path, '{ not json')
    expect(readJsonFileSync(path, Setting)).toBeNull()
    writeFileSync(path, JSON.stringify({ zone: 7 }))
    expect(await readJsonFile(path, Setting)).toBeNull()
  })
})

describe('documents of the supervisor', () => {
  const options = {
    missing: () => ({ zone: 'UTC' }),
    corrupt: (reason: string) => new Error(`damaged: ${reason}`),
  }

  it('read a missing file as the empty document', async () => {
    expect(await readJsonDocument(join(dir, 'doc.json'), Setting, options)).toEqual({ zone: 'UTC' })
  })

  it('refuse a damaged file, saying where it is wrong, and leave it unchanged', async () => {
    const path = join(dir, 'doc.json')
    writeFileSync(path, JSON.stringify({ zone: 7 }))
    await expect(readJsonDocument(path, Setting, options)).rejects.toThrow('damaged: zone: ')
    writeFileSync(path, '{ not json')
    await expect(readJsonDocument(path, Setting, options)).rejects.toThrow(/^damaged: .*JSON/)
    expect(readFileSync(path, 'utf8')).toBe('{ not json')
  })
})
