import { defineConfig } from 'vitest/config'

/** The tests of the code under mutation (stryker.config.mjs), as vitest.config.ts's projects of the same names. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'test/unit/core/{api,log,outbound,sync,workspaces}/**/*.test.ts',
            'test/unit/core/calls/end-call.test.ts',
            'test/unit/shared/permissions.test.ts',
            'test/unit/shared/time/*.test.ts',
            'test/unit/web/guard.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: [
            'test/integration/core/{api,outbound,sync,workspaces}/**/*.test.ts',
            'test/integration/core/calls/end-call.test.ts',
            // The claims before a call (src/core/outbound/claim.ts) are tested where Call now is.
            'test/integration/core/callbacks/claims.test.ts',
          ],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
