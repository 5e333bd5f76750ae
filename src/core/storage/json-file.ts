import { randomBytes } from 'node:crypto'
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { z } from 'zod'

/**
 * Reads a preference file. A missing, unreadable or malformed file answers
 * null: such files only hold preferences or notes that can be rebuilt, and the
 * app must start whatever state a crash or a hand edit left them in.
 */
export async function readJsonFile<S extends z.ZodType>(path: string, schema: S): Promise<z.output<S> | null> {
  try {
    return valid(schema, JSON.parse(await readFile(path, 'utf8')))
  } catch {
    return null
  }
}

export function readJsonFileSync<S extends z.ZodType>(path: string, schema: S): z.output<S> | null {
  try {
    return valid(schema, JSON.parse(readFileSync(path, 'utf8')))
  } catch {
    return null
  }
}

export interface JsonDocumentOptions<T> {
  /** What a file that does not exist yet reads as. */
  missing: () => T
  /** The error for a damaged file, given what is wrong with it. */
  corrupt: (reason: string) => Error
}

/**
 * Reads a file that holds the supervisor's own data. A damaged one is reported
 * and left alone: overwriting it would lose what it holds.
 */
export async function readJsonDocument<S extends z.ZodType>(
  path: string,
  schema: S,
  options: JsonDocumentOptions<z.output<S>>,
): Promise<z.output<S>> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return options.missing()
    throw error
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw options.corrupt(error instanceof Error ? error.message : 'not JSON')
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw options.corrupt(issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unexpected content')
  }
  return parsed.data
}

/** Temporary file beside the real one, fsync, rename: a crash never leaves half a file. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = temporaryPath(path)
  try {
    const handle = await open(temporary, 'w', 0o600)
    try {
      await handle.writeFile(serialize(value), 'utf8')
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temporary, path)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

export function writeJsonFileSync(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = temporaryPath(path)
  try {
    const fd = openSync(temporary, 'w', 0o600)
    try {
      writeFileSync(fd, serialize(value), 'utf8')
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temporary, path)
  } catch (error) {
    rmSync(temporary, { force: true })
    throw error
  }
}

function valid<S extends z.ZodType>(schema: S, json: unknown): z.output<S> | null {
  const parsed = schema.safeParse(json)
  return parsed.success ? parsed.data : null
}

function temporaryPath(path: string): string {
  return `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
}

function serialize(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`
}
