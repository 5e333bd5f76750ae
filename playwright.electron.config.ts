import { defineConfig } from '@playwright/test'

/**
 * The smoke test of the desktop app (`npm run test:electron`, which finds the
 * Electron binary or packaged app and passes it in the environment): Playwright's
 * Electron support, no browser involved.
 */
export default defineConfig({
  testDir: 'test/electron',
  testMatch: '**/*.electron.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  outputDir: 'test-results/electron',
})
