// @ts-check
/** `npm run test:mutation` (scripts/mutation.mjs): generated mutants over the code whose mistakes hurt most (docs/testing.md). */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Forks, as vitest.config.ts: a test file that changes process.env must not leak into the next.
  vitest: { configFile: 'test/mutation/vitest.config.ts', pool: 'forks' },
  mutate: [
    'src/web/guard.ts',
    'src/shared/permissions.ts',
    'src/shared/time/*.ts',
    'src/core/log/*.ts',
    'src/core/calls/end-call.ts',
    'src/core/outbound/*.ts',
    // The profiles, keys, list and commands are in stryker.unit-tests.config.mjs: every console opens a workspace,
    // so their mutants would run under most integration files.
    'src/core/workspaces/{base-url,demo-keys,demo-workspace,key-permissions,profile,profile-file,profile-input,verify-connection}.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant in a module-level constant needs every test file reloaded (about three minutes each here): see docs/testing.md.
  ignoreStatic: true,
  concurrency: 2,
  incremental: true,
  incrementalFile: 'test/mutation/incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  // The sandbox is a copy of the checkout: not CI's Node (.cache/node) nor other caches.
  ignorePatterns: ['.cache'],
  cleanTempDir: 'always',
}
