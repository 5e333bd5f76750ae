#!/usr/bin/env node
// `npm start [-- --demo]`: the desktop app where Electron is installed; elsewhere
// one line saying so, then the browser host on the same data directory.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, writeSync } from 'node:fs'
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
  if (!existsSync('out/renderer/index.html')) {
    run('npx', ['electron-vite', 'build', '--logLevel', 'error'], { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/web/cli.ts', ...args], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}
