import { openBenchPage, type BenchPage } from '../../support/chromium'

/**
 * The call-wall bench page (this folder) in a fresh Chromium, as the call-wall
 * and virtual-list benches use it: one fixed Svelte scope class, so the
 * hand-written wall can carry the same CSS classes.
 */
export function openCallWallPage(): Promise<BenchPage> {
  return openBenchPage({ root: import.meta.dirname, viewport: { width: 1400, height: 900 }, svelte: { cssHash: 'svelte-bench' } })
}
