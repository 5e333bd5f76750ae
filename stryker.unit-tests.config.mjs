// @ts-check
import base from './stryker.config.mjs'

/**
 * The second part of `npm run test:mutation` (scripts/mutation.mjs): the service client, the sync and the
 * workspace profiles, keys and commands, against their unit tests only (test/mutation/vitest.unit-tests.config.ts says why).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'test/mutation/vitest.unit-tests.config.ts', pool: 'forks' },
  // Not endpoints/: a path and method per request, which every integration test reaches.
  mutate: [
    'src/core/api/*.ts',
    'src/core/sync/*.ts',
    '!src/core/{api,sync}/index.ts',
    'src/core/workspaces/{workspace-profiles,profile-keys,workspace-list,handlers}.ts',
  ],
  incrementalFile: 'test/mutation/incremental-unit-tests.json',
  htmlReporter: { fileName: 'reports/mutation/unit-tests/index.html' },
  jsonReporter: { fileName: 'reports/mutation/unit-tests.json' },
}
