import { defineConfig } from 'vitest/config'

/**
 * The tests the mutants of `src/core/api` and `src/core/sync` run against (`stryker.client-sync.config.mjs`):
 * their unit files. Their integration files reach every line of both through the simulator, so each mutant
 * would run most of them: more than four hours here (docs/testing.md).
 */
export default defineConfig({
  test: {
    include: ['test/unit/core/{api,sync}/**/*.test.ts'],
    environment: 'node',
  },
})
