import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'

/** A fresh directory under the OS temp dir for each test of the file, removed after it; the function answers the current one. */
export function tempDirPerTest(prefix: string): () => string {
  let dir = ''
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), prefix))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))
  return () => dir
}
