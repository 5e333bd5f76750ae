import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { appRoot, inspectableCopy, targetFromEnvironment } from '../../electron/fixtures/electron-app'

/** The fuse wire as Electron embeds it: sentinel, version 1, length, then one ASCII '0'/'1' per fuse. */
const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const RELEASE_WIRE = '00100110' // cookie encryption, ASAR integrity, only-from-ASAR on; RunAsNode, NODE_OPTIONS, --inspect off

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'switchboard-fixture-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function fakeLinuxApp(): string {
  const executable = join(root, 'linux-unpacked', 'switchboard')
  mkdirSync(dirname(executable), { recursive: true })
  writeFileSync(executable, Buffer.concat([Buffer.from('ELF…'), Buffer.from(SENTINEL), Buffer.from([1, RELEASE_WIRE.length]), Buffer.from(RELEASE_WIRE), Buffer.from('…rest')]))
  mkdirSync(join(root, 'linux-unpacked', 'resources'))
  writeFileSync(join(root, 'linux-unpacked', 'resources', 'app.asar'), 'the app')
  return executable
}

const wire = (file: string) => {
  const bytes = readFileSync(file)
  const at = bytes.indexOf(SENTINEL) + SENTINEL.length + 2
  return bytes.subarray(at, at + RELEASE_WIRE.length).toString('latin1')
}

describe('the smoke test’s copy of the packaged app', () => {
  it('turns the --inspect fuse back on in a copy only, leaving every other fuse and the release untouched', async () => {
    const release = fakeLinuxApp()
    const copy = await inspectableCopy(release)
    expect(copy).not.toBe(release)
    expect(wire(copy)).toBe('00110110')
    expect(wire(release)).toBe(RELEASE_WIRE)
    expect(readFileSync(join(dirname(copy), 'resources', 'app.asar'), 'utf8')).toBe('the app')
    rmSync(dirname(dirname(copy)), { recursive: true, force: true })
  })

  it('copies the whole .app bundle on macOS and the executable’s folder elsewhere', () => {
    expect(appRoot('/d/mac-arm64/Switchboard.app/Contents/MacOS/Switchboard')).toBe('/d/mac-arm64/Switchboard.app')
    expect(appRoot('/d/linux-unpacked/switchboard')).toBe('/d/linux-unpacked')
  })

  it('tests what scripts/test-electron.mjs found: the packaged app, else the development binary', () => {
    expect(targetFromEnvironment({ SWITCHBOARD_ELECTRON_APP: '/d/app', SWITCHBOARD_ELECTRON_BINARY: '/e/electron' })).toEqual({
      executablePath: '/d/app',
      args: [],
      packaged: true,
      release: '/d/app',
    })
    expect(targetFromEnvironment({ SWITCHBOARD_ELECTRON_BINARY: '/e/electron' })).toEqual({ executablePath: '/e/electron', args: ['.'], packaged: false, release: null })
    expect(targetFromEnvironment({})).toBeNull()
  })
})
