import { defineConfig } from 'vitest/config'

/**
 * The tests the mutants of `stryker.unit-tests.config.mjs` run against: the unit files of the service client,
 * the sync and the workspaces. Their integration files reach every line of these through the simulator, so
 * each mutant would run most of them: more than four hours here (docs/testing.md).
 */
export default defineConfig({
  test: {
    include: ['test/unit/core/{api,sync,workspaces}/**/*.test.ts'],
    environment: 'node',
  },
})
