import { defineConfig } from '@playwright/test'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.SWITCHBOARD_E2E_JSON
    ? [['list'], ['json', { outputFile: process.env.SWITCHBOARD_E2E_JSON }]]
    : 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // Never a downloaded browser: Debian's Chromium.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    trace: 'off',
  },
})
