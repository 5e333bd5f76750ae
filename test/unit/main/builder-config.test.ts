import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config'
import type { Configuration } from 'electron-builder'
import { APP_ID } from '../../../src/main/app-identity'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const at = (path: string) => join(root, path)

/** Loaded and validated by electron-builder itself, exactly as `npm run package` will. */
const config: Configuration = await getConfig(root, null, null)

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

const targetNames = (targets: unknown) => (targets as { target: string }[]).map((entry) => entry.target)

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema", async () => {
    await expect(validateConfiguration(config, { isEnabled: false } as never)).resolves.toBeUndefined()
  })

  it('names the app and packages only the build output', () => {
    expect(config.appId).toBe('com.switchboard.console')
    // Main sets the same id on Windows, or notifications would not show as Switchboard's.
    expect(APP_ID).toBe(config.appId)
    expect(config.productName).toBe('Switchboard')
    expect(config.files).toEqual([{ filter: ['out/**', 'package.json'] }])
    expect(config.fileAssociations).toEqual([])
    const main = JSON.parse(readFileSync(at('package.json'), 'utf8')).main as string
    expect(main.startsWith('out/')).toBe(true)
  })

  it('unpacks the native modules from the asar and rebuilds them from source for Electron', () => {
    expect(config.asarUnpack).toEqual(['**/node_modules/{better-sqlite3,keytar}/**'])
    expect(config.npmRebuild).toBe(true)
    expect(config.buildDependenciesFromSource).toBe(true)
  })

  it('burns the security fuses into the Electron binary', () => {
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      enableCookieEncryption: true,
      grantFileProtocolExtraPrivileges: false,
    })
    // The app must really be in an asar archive for the last two to mean anything.
    expect(config.asar).not.toBe(false)
  })

  it('rejects a misspelt fuse, so a typo cannot silently leave one unburnt', async () => {
    const misspelt = { ...config, electronFuses: { ...config.electronFuses, runAsnode: false } }
    await expect(validateConfiguration(misspelt as Configuration, { isEnabled: false } as never)).rejects.toThrow(/electronFuses/)
  })

  it('publishes to a generic update server given by SWITCHBOARD_UPDATE_URL', () => {
    expect(config.publish).toEqual({ provider: 'generic', url: '${env.SWITCHBOARD_UPDATE_URL}' })
  })

  it('builds a per-user NSIS installer with a Start-menu entry on Windows', () => {
    expect(targetNames(config.win?.target)).toEqual(['nsis'])
    expect(config.nsis).toMatchObject({ oneClick: true, perMachine: false, createStartMenuShortcut: true, shortcutName: 'Switchboard' })
    expect(config.nsis?.deleteAppDataOnUninstall).toBe(false)
  })

  it('builds a dmg (and the zip electron-updater needs) with hardened runtime and notarization on macOS', () => {
    expect(targetNames(config.mac?.target)).toEqual(['dmg', 'zip'])
    expect(config.mac).toMatchObject({ hardenedRuntime: true, notarize: true })
    expect(config.mac?.extendInfo).toMatchObject({ NSMicrophoneUsageDescription: expect.stringContaining('microphone') })
  })

  it('grants the hardened runtime only what the app uses: JIT, the microphone, outgoing connections', () => {
    for (const key of ['entitlements', 'entitlementsInherit'] as const) {
      const plist = readFileSync(at(config.mac![key]!), 'utf8')
      const granted = [...plist.matchAll(/<key>([^<]+)<\/key>\s*<true\/>/g)].map((match) => match[1])
      expect(granted.sort()).toEqual([
        'com.apple.security.cs.allow-jit',
        'com.apple.security.device.audio-input',
        'com.apple.security.network.client',
      ])
      expect(plist).not.toMatch(/<false\/>/)
    }
  })

  it('builds an AppImage and a deb on Linux', () => {
    expect(targetNames(config.linux?.target)).toEqual(['AppImage', 'deb'])
    expect(config.linux?.maintainer).toBeTruthy()
  })

  it('refers only to icon files that exist, in every size', () => {
    expect(pngSize(readFileSync(at('resources/icon.png')))).toEqual([1024, 1024])

    const linuxDir = at(config.linux!.icon!)
    const sizes = readdirSync(linuxDir).map((name) => {
      const [width, height] = pngSize(readFileSync(join(linuxDir, name)))
      expect(name).toBe(`${width}x${height}.png`)
      return width
    })
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 24, 32, 48, 64, 128, 256, 512, 1024])

    const ico = readFileSync(at(config.win!.icon!))
    expect(ico.readUInt16LE(2)).toBe(1)
    const icoSizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i) || 256)
    expect(icoSizes).toContain(256)
    expect(icoSizes).toContain(16)

    const icns = readFileSync(at(config.mac!.icon!))
    expect(icns.subarray(0, 4).toString('ascii')).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const types: string[] = []
    for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) {
      types.push(icns.subarray(offset, offset + 4).toString('ascii'))
    }
    expect(types).toEqual(expect.arrayContaining(['icp4', 'ic07', 'ic08', 'ic09', 'ic10']))
  })

  it('ships the tray icons the main process loads at run time', () => {
    expect(config.extraResources).toEqual([{ from: 'resources/tray', to: 'tray' }])
    for (const name of ['tray.png', 'tray@2x.png', 'trayTemplate.png', 'trayTemplate@2x.png']) {
      expect(existsSync(at(join('resources/tray', name)))).toBe(true)
    }
    expect(pngSize(readFileSync(at('resources/tray/trayTemplate@2x.png')))).toEqual([32, 32])
  })
})
