import { relative } from 'node:path'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Unit files first (vitest's own order runs the projects by name, integration first, and the slowest files
 * first), then the integration files, each group fastest first. A mutant's run stops at its first failed
 * test, one file at a time: a mutant a quick test kills need not wait for the slow files.
 */
class QuickFilesFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx
    const duration = (f: TestSpecification) => cache.getFileTestResults(`${f.project.name}:${relative(config.root, f.moduleId)}`)?.duration ?? 0
    const group = (f: TestSpecification) => (f.project.name === 'unit' ? 0 : 1)
    return Promise.resolve([...files].sort((a, b) => group(a) - group(b) || duration(a) - duration(b)))
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: QuickFilesFirst },
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
