// @ts-check
import base from './stryker.config.mjs'

/**
 * The second part of `npm run test:mutation` (scripts/mutation.mjs): the service client and the sync,
 * against their unit tests only (test/mutation/vitest.client-sync.config.ts says why).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...base,
  vitest: { configFile: 'test/mutation/vitest.client-sync.config.ts', pool: 'forks' },
  // endpoints/ is one path and method per request: the contract test checks each against the reference.
  mutate: ['src/core/api/*.ts', 'src/core/sync/*.ts', '!src/core/{api,sync}/index.ts'],
  incrementalFile: 'test/mutation/incremental-client-sync.json',
  htmlReporter: { fileName: 'reports/mutation/client-sync/index.html' },
  jsonReporter: { fileName: 'reports/mutation/client-sync.json' },
}
