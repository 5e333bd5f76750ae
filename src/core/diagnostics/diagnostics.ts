import { readdir, stat } from 'node:fs/promises'
import { arch, release } from 'node:os'
import { join } from 'node:path'
import type { AlertsState, ConnectionStatus, Diagnostics, HostKind, QuarantineEntry, UpdateStatus } from '../../shared/bridge'
import { redact } from '../log'

/** SQLite files and their write-ahead log and shared-memory companions. */
const CACHE_FILE = /\.(sqlite3?|db)(-wal|-shm)?$/i
/** The cache lives at the top of the data folder or one folder down (per workspace). */
const CACHE_SCAN_DEPTH = 2

/** What the console is and where it keeps its files (the host's options). */
export interface AboutConsole {
  host: HostKind
  version: string
  platform: string
  dataDir: string
  cacheDir?: string
  logFolder?: string
}

/** What diagnostics read: the console, its status and the quarantine, never the profiles or the keychain. */
export interface DiagnosticsSource {
  readonly about: AboutConsole
  connection(): ConnectionStatus
  alerts(): AlertsState
  /** The desktop app's updates; null in the browser host. */
  updates(): UpdateStatus | null
  quarantined(): QuarantineEntry[]
}

export function logFolderOf(about: AboutConsole): string {
  return about.logFolder ?? join(about.dataDir, 'logs')
}

/** Everything support asks for first. Built from what the console knows, never from secrets. */
export async function collectDiagnostics(ctx: DiagnosticsSource, now: Date = new Date()): Promise<Diagnostics> {
  const { about } = ctx
  const versions = {
    app: about.version,
    electron: process.versions.electron ?? null,
    chrome: process.versions.chrome ?? null,
    node: process.versions.node,
  }
  const os = { platform: about.platform, release: release(), arch: arch() }
  const cacheDir = about.cacheDir ?? about.dataDir
  const cacheBytes = await cacheSize(cacheDir)
  const status = statusLines(ctx)
  const logFolder = logFolderOf(about)
  const quarantine = ctx.quarantined()
  const lines = [
    `Switchboard diagnostics, ${now.toISOString()}`,
    `App: ${versions.app} (${about.host === 'electron' ? 'desktop app' : 'browser host'})`,
    `Electron: ${versions.electron ?? 'n/a'}`,
    `Chrome: ${versions.chrome ?? 'n/a'}`,
    `Node: ${versions.node}`,
    `OS: ${os.platform} ${os.release} ${os.arch}`,
    `Data directory: ${about.dataDir}`,
    ...(cacheDir === about.dataDir ? [] : [`Cache folder: ${cacheDir}`]),
    `Log folder: ${logFolder}`,
    `Cache: ${cacheBytes === null ? 'none yet' : formatBytes(cacheBytes)}`,
    ...status.map(({ label, value }) => `${label}: ${value}`),
    ...quarantineLines(quarantine),
  ]
  return {
    host: about.host,
    versions,
    os,
    dataDir: about.dataDir,
    logFolder,
    cacheBytes,
    status,
    quarantine,
    text: redact(lines.join('\n')),
  }
}

function statusLines(ctx: DiagnosticsSource): Diagnostics['status'] {
  const connection = ctx.connection()
  const lines = [
    {
      label: 'Connection',
      value: [connection.state, connection.reason, connection.lastOkAt && `last OK ${connection.lastOkAt}`]
        .filter(Boolean)
        .join(', '),
    },
  ]
  const updates = ctx.updates()
  if (updates) {
    const state = updates.state
    const detail =
      state.kind === 'error' ? state.message : state.kind === 'disabled' ? state.reason : 'version' in state ? state.version : ''
    lines.push({
      label: 'Updates',
      value: `${state.kind}${detail ? ` (${detail})` : ''}; automatic checks ${updates.automaticChecks ? 'on' : 'off'}`,
    })
  }
  const alerts = ctx.alerts()
  lines.push({ label: 'Alerts', value: alerts.pausedUntil ? `paused until ${alerts.pausedUntil}` : 'on' })
  return lines.map((line) => ({ label: line.label, value: redact(line.value) }))
}

function quarantineLines(quarantine: QuarantineEntry[]): string[] {
  if (quarantine.length === 0) return ['Quarantined items: none']
  return [
    `Quarantined items: ${quarantine.length}`,
    ...quarantine.map(
      (entry) =>
        `  ${entry.resource} ${entry.itemId}: ${entry.reason} (seen ${entry.count}×, first ${entry.firstSeenAt}, last ${entry.lastSeenAt})`,
    ),
  ]
}

async function cacheSize(dir: string, depth = CACHE_SCAN_DEPTH): Promise<number | null> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true })
  } catch {
    return null
  }
  let total: number | null = null
  for (const entry of entries) {
    const path = join(dir, entry.name)
    if (entry.isFile() && CACHE_FILE.test(entry.name)) {
      total = (total ?? 0) + (await stat(path).then((s) => s.size, () => 0))
    } else if (entry.isDirectory() && depth > 1 && entry.name !== 'logs') {
      const nested = await cacheSize(path, depth - 1)
      if (nested !== null) total = (total ?? 0) + nested
    }
  }
  return total
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(1)} ${units[unit]}`
}
