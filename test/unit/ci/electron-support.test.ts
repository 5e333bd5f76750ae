import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { STABLE_ELECTRON_MAJORS } from './electron-releases'

const DAY_MS = 86_400_000
/** Electron ships a major about every 8 weeks; 12 leave room for its quiet December. */
const LONGEST_GAP_DAYS = 12 * 7

const packageJson = JSON.parse(readFileSync(join(import.meta.dirname, '../../../package.json'), 'utf8')) as {
  devDependencies: Record<string, string>
}
const electronMajor = Number(/^\D*(\d+)\./.exec(packageJson.devDependencies.electron ?? '')?.[1])
const newest = STABLE_ELECTRON_MAJORS.at(-1)!

describe("Electron's support window (the newest three stable majors)", () => {
  it('lists each stable major once, in order, with the date it shipped', () => {
    for (const release of STABLE_ELECTRON_MAJORS) expect(release.released).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    for (const [previous, release] of STABLE_ELECTRON_MAJORS.slice(1).map((r, i) => [STABLE_ELECTRON_MAJORS[i]!, r] as const)) {
      expect(release.major).toBe(previous.major + 1)
      expect(Date.parse(release.released)).toBeGreaterThan(Date.parse(previous.released))
    }
  })

  it("keeps package.json's Electron within it", () => {
    const supported = STABLE_ELECTRON_MAJORS.slice(-3).map((release) => release.major)
    expect(
      supported,
      `Electron ${electronMajor} is not among the supported majors ${supported.join(', ')}: move to ${newest.major} (docs/desktop.md)`,
    ).toContain(electronMajor)
  })

  it('knows of every major that may have shipped', () => {
    const daysSinceNewest = (Date.now() - Date.parse(newest.released)) / DAY_MS
    expect(
      daysSinceNewest,
      `No Electron major recorded after ${newest.major} (${newest.released}): add the ones that shipped since to electron-releases.ts`,
    ).toBeLessThanOrEqual(LONGEST_GAP_DAYS)
  })
})
