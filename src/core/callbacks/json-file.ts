import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { z } from 'zod'

/**
 * The small files of this feature (the zone setting, the reminders already
 * shown). A missing, damaged or hand-edited file reads as null: losing either
 * costs a preference or a repeated reminder, never data.
 */
export function readJsonFile<S extends z.ZodType>(path: string, schema: S): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** Through a temporary file and a rename, so a crash never leaves half a file. */
export function writeJsonFile(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`, 'utf8')
  renameSync(temporary, path)
}
