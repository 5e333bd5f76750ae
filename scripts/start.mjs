#!/usr/bin/env node
// `npm start [-- --demo]`: the desktop app where Electron is installed; elsewhere
// one line saying so, then the browser host on the same data directory.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { electronBinary } from './electron-binary.mjs'

const args = process.argv.slice(2)

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', shell: process.platform === 'win32', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (electronBinary()) {
  // better-sqlite3 and keytar are Node-API modules: the build `npm ci` made for Node loads in Electron too.
  run('npx', ['electron-vite', 'preview'], { env: { ...process.env, SWITCHBOARD_DEMO: args.includes('--demo') ? '1' : '' } })
} else {
  // Synchronous, so the line precedes the host's own output.
  writeSync(
    2,
    'Electron is not installed here (no binary in node_modules/electron; on a machine with internet run `npx install-electron`), so the console starts in the browser host instead.\n',
  )
  if (staleBuild(['src', 'package.json', 'electron.vite.config.ts'], ['out/main/web.js', 'out/renderer/index.html'])) {
    run('npx', ['electron-vite', 'build', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const child = spawn(process.execPath, ['out/main/web.js', ...args], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}

/** Whether a build output is missing or older than a source: the host runs built JavaScript, never a stale one. */
function staleBuild(sources, outputs) {
  if (!outputs.every((output) => existsSync(output))) return true
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs))
  return sources.some((source) => newestIn(source) > built)
}

function newestIn(path) {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((entry) => newestIn(join(path, entry))))
}
