// Where the development Electron binary is, without fetching it: since Electron 43,
// `require('electron')` downloads a missing binary on first use, which must not
// happen (or hang) on a machine without internet.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** The binary's path, or null when `npx install-electron` has not fetched it here. */
export function electronBinary() {
  let folder
  try {
    folder = dirname(require.resolve('electron/package.json'))
  } catch {
    return null
  }
  const pathFile = join(folder, 'path.txt')
  if (!existsSync(pathFile)) return null
  const binary = join(folder, 'dist', readFileSync(pathFile, 'utf8').trim())
  return existsSync(binary) ? binary : null
}
