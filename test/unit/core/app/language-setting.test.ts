import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LANGUAGE_FILE, LanguageStore } from '../../../../src/core/app/language-setting'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'switchboard-language-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('the language setting', () => {
  it("follows the computer's until one is chosen, and keeps the choice for the next start", () => {
    const path = join(dir, LANGUAGE_FILE)
    expect(new LanguageStore(path).get()).toEqual({ language: null })
    new LanguageStore(path).set('pt-BR')
    expect(new LanguageStore(path).get()).toEqual({ language: 'pt-BR' })
  })

  it("follows the computer's when the file names a language not offered, or is damaged", () => {
    const path = join(dir, LANGUAGE_FILE)
    writeFileSync(path, JSON.stringify({ language: 'ja' }))
    expect(new LanguageStore(path).get()).toEqual({ language: null })
    writeFileSync(path, '{"language": "de"')
    expect(new LanguageStore(path).get()).toEqual({ language: null })
  })
})
