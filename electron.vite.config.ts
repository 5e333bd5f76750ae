import { readFileSync } from 'node:fs'
import { join, posix, resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import { svelte } from '@sveltejs/vite-plugin-svelte'
import type { Plugin } from 'vite'

/**
 * The simulator's speech clips are audio files it reads at run time from `speech/`
 * beside src/simulator/media/speech-clips.ts. The main process bundles the simulator
 * (the built-in demo), so the folder's clips and clips.json go beside the chunk that
 * holds that module: the same relative path, in out/ and in the packaged app.asar.
 */
function simulatorSpeech(): Plugin {
  const reader = resolve(import.meta.dirname, 'src/simulator/media/speech-clips.ts')
  const folder = resolve(import.meta.dirname, 'src/simulator/media/speech')
  return {
    name: 'simulator-speech',
    generateBundle(_options, bundle) {
      const manifest = readFileSync(join(folder, 'clips.json'), 'utf8')
      const files = ['clips.json', ...(JSON.parse(manifest) as { file: string }[]).map((clip) => clip.file)]
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.includes(reader)) continue
        for (const file of files) {
          this.emitFile({ type: 'asset', fileName: posix.join(posix.dirname(chunk.fileName), 'speech', file), source: readFileSync(join(folder, file)) })
        }
      }
    },
  }
}

export default defineConfig({
  main: {
    plugins: [simulatorSpeech()],
    build: {
      // Pure-JavaScript packages go into the bundle: loaded from node_modules, their hundreds of small ES modules
      // (zod, libphonenumber-js) cost the host's start more to resolve than to run (issue 38). Native ones stay out.
      externalizeDeps: { exclude: ['zod', 'libphonenumber-js', 'ws', 'countries-and-timezones', 'papaparse'] },
      // The browser host (src/web/cli.ts) is built beside the main process: both run core as built JavaScript.
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts'), web: resolve(import.meta.dirname, 'src/web/cli.ts') } },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot require packages: bundle them (only electron stays external).
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        // Sandboxed preloads cannot be ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(import.meta.dirname, 'src/renderer'),
    plugins: [svelte({ configFile: resolve(import.meta.dirname, 'svelte.config.js') })],
    build: {
      // out/renderer/.vite/manifest.json: what the start bundle is, for its budget (test/unit/ci/start-bundle.test.ts).
      manifest: true,
      rollupOptions: {
        input: resolve(import.meta.dirname, 'src/renderer/index.html'),
        // src/shared only defines (types, constants, zod schemas): a module of it none of whose exports a
        // chunk uses is left out, so the window does not build the API's and the Bridge's schemas at start.
        treeshake: { moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false }] },
      },
    },
  },
})
