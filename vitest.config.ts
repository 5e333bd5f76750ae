import { svelte } from '@sveltejs/vite-plugin-svelte'
import { defineConfig } from 'vitest/config'
import { i18nMessages } from './scripts/i18n'

// The renderer's state classes (*.svelte.ts) compile with runes, so their logic is tested in Node too (the
// integration tests hold some renderer wording to what core answers).
const svelteRunes = () => svelte({ configFile: new URL('./svelte.config.js', import.meta.url).pathname })

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [svelteRunes(), i18nMessages(import.meta.dirname)],
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [svelteRunes(), i18nMessages(import.meta.dirname)],
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [i18nMessages(import.meta.dirname)],
        test: {
          // The attacks on the hosts and the Bridge fuzz (docs/security.md).
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
