// The layers of docs/architecture.md as lint rules: a wrong import is an error.
//   renderer → shared; core → shared; main|preload|web → core, shared;
//   simulator → contract/ and the few modules of shared SIMULATOR_SHARES names.
//   main and web may also start the simulator's server for the demo.
// Inside core, the feature rooms: a feature folder imports infrastructure and
// shared, never a sibling feature; infrastructure imports no feature; only
// console/ (the composition) imports features; a feature imports only
// console/context.ts from it (what a module is and the ports it is handed),
// infrastructure nothing.
// Inside the renderer, the same rooms: a feature folder imports app/, lib/,
// i18n/, styles and shared, never a sibling feature (but for the few modules
// RENDERER_NEEDS names, each with its reason); lib/ imports no feature and not
// app/; app/ (the shell, the composition root) imports features. Components
// (.svelte) reach the Bridge only through a feature's state.

import { readdirSync } from 'node:fs'

const NODE_BUILTINS = { regex: '^(node:.*|fs|fs/promises|path|os|child_process|net|http|https|crypto|worker_threads|url)$', message: 'Node built-ins are not available here.' }
const ELECTRON = { regex: '^electron(/.*)?$', message: 'Only src/main and src/preload may import electron.' }
const NATIVE = { regex: '^(better-sqlite3|keytar)$', message: 'Native modules belong to src/core.' }
const layer = (name) => ({ regex: `(^|/)${name}(/|$)`, message: `This layer may not import from src/${name}.` })

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
})

const DOM_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: 'No DOM here: this layer runs in plain Node.',
}))

const CORE = [ELECTRON, layer('main'), layer('preload'), layer('web'), layer('renderer'), layer('simulator')]

/** Core's folders that know no feature. Every other folder of src/core is a feature (one Bridge prefix). */
const CORE_INFRASTRUCTURE = ['activity', 'api', 'cache', 'console', 'errors', 'log', 'outbound', 'secrets', 'storage', 'sync']
/** The composition: merges the features' handler maps, so it alone may import them. */
const CORE_COMPOSITION = 'console'
const coreFeatures = () =>
  readdirSync(new URL('./src/core/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !CORE_INFRASTRUCTURE.includes(entry.name))
    .map((entry) => entry.name)
/** A relative import that lands in one of `folders` of src/core (`../calls`, `../../calls/x`, `../../core/calls`). */
const coreFolder = (folders, message) => ({ regex: `^(\\.\\./)+(core/)?(${folders.join('|')})(/|$)`, message })
/** Anything of console/ but `context.ts`: the composition is built from the modules, never the other way round. */
const COMPOSITION = {
  regex: `^(\\.\\./)+(core/)?${CORE_COMPOSITION}(/(?!context$).*)?$`,
  message: 'A feature imports only console/context.ts (the module shape and the ports) from the composition: declare what you need as a port the console wires.',
}

function coreRooms() {
  const features = coreFeatures()
  return [
    ...CORE_INFRASTRUCTURE.filter((folder) => folder !== CORE_COMPOSITION).map((folder) =>
      restrict([`src/core/${folder}/**`], [
        ...CORE,
        coreFolder(
          [...features, CORE_COMPOSITION],
          'Infrastructure knows no feature and not the composition: only src/core/console imports features, and only features import console/context.ts.',
        ),
      ]),
    ),
    ...features.map((feature) =>
      restrict([`src/core/${feature}/**`], [
        ...CORE,
        coreFolder(
          features.filter((other) => other !== feature),
          'A feature imports infrastructure and shared, never a sibling feature: declare what it needs of another as a port the console wires, or move what two features share into infrastructure.',
        ),
        COMPOSITION,
      ]),
    ),
  ]
}

const RENDERER = [NODE_BUILTINS, ELECTRON, NATIVE, layer('core'), layer('main'), layer('preload'), layer('web'), layer('simulator')]

/** The renderer's folders that are no feature. Every other folder of src/renderer is a feature (its view, or its Settings section). */
const RENDERER_SHARED = ['app', 'i18n', 'lib', 'styles']
const rendererFeatures = () =>
  readdirSync(new URL('./src/renderer/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !RENDERER_SHARED.includes(entry.name))
    .map((entry) => entry.name)
/**
 * Where one renderer feature truly needs a module of another, declared once:
 * the features that import it, the sibling and its modules (as imported,
 * without `.ts`), and why. Anything else of the sibling stays forbidden.
 */
const RENDERER_NEEDS = [
  {
    from: ['calls'],
    to: 'alerts',
    modules: ['alert-settings.svelte', 'chime'],
    reason: 'the wall pins calls by the rules of Settings → Alerts, and chimes and notifies as they say',
  },
  {
    from: ['callbacks', 'history'],
    to: 'compliance',
    modules: ['AddToDoNotCall.svelte'],
    reason: "a callback and a History conversation offer Compliance's \"Add to do-not-call\" beside the customer's number",
  },
  {
    from: ['admin', 'callbacks'],
    to: 'campaigns',
    modules: ['new-call-request.svelte'],
    reason: "an agent's detail and a callback's row open Campaigns' New call dialog with what they know",
  },
  {
    from: ['calls', 'campaigns'],
    to: 'workspaces',
    modules: ['workspaces.svelte', 'key-share'],
    reason:
      'with no workspace open, Live calls offers the demo and Campaigns asks for one; the wall says when the request budget paused polling and when the key seems shared',
  },
]
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A relative import that lands in one of `folders` of src/renderer (`../calls`, `../../calls/x`, `../../renderer/calls`), except the `allowed` paths (`alerts/chime`). */
const rendererFolder = (folders, message, allowed = []) => {
  const except = allowed.length > 0 ? `(?!(\\.\\./)+(renderer/)?(${allowed.map(escapeRegex).join('|')})$)` : ''
  return { regex: `^${except}(\\.\\./)+(renderer/)?(${folders.join('|')})(/|$)`, message }
}
const neededBy = (feature) =>
  RENDERER_NEEDS.filter((need) => need.from.includes(feature)).flatMap((need) => need.modules.map((module) => `${need.to}/${module}`))
const BRIDGE_IN_COMPONENT = {
  regex: '(^|/)lib/bridge(/|$)',
  message: "A component reaches the Bridge through its feature's state (a *.svelte.ts class), never directly.",
}

function rendererRooms() {
  const features = rendererFeatures()
  const rooms = [
    { folder: 'app', patterns: [] },
    { folder: 'lib', patterns: [rendererFolder([...features, 'app'], 'lib/ is shared by every feature: it imports no feature and not app/.')] },
    ...features.map((feature) => ({
      folder: feature,
      patterns: [
        rendererFolder(
          features.filter((other) => other !== feature),
          'A feature imports app/, lib/ and shared, never a sibling feature: move what two features need into app/ or lib/, or declare the need in RENDERER_NEEDS with its reason.',
          neededBy(feature),
        ),
      ],
    })),
  ]
  // A later entry replaces the rule's list for the files it names: a component's entry repeats its folder's patterns.
  return rooms.flatMap(({ folder, patterns }) => [
    restrict([`src/renderer/${folder}/**`], [...RENDERER, ...patterns]),
    restrict([`src/renderer/${folder}/**/*.svelte`], [...RENDERER, ...patterns, BRIDGE_IN_COMPONENT]),
  ])
}

/**
 * What the simulator takes from src/shared, declared once: platform helpers that
 * are no part of the service's contract. It never takes the client's API schemas
 * (src/shared/api) or permission table (src/shared/permissions.ts): it answers
 * from contract/voice-agent-api.json, so a mistake on either side shows.
 */
const SIMULATOR_SHARES = [
  { module: 'time/zoned-time', reason: 'IANA zone names and offsets, for office hours and dispositions in a zone' },
  { module: 'csv', reason: 'RFC 4180 parsing of the batch CSV' },
  { module: 'request-target', reason: 'reading an HTTP request target, and the 400 for one URL cannot read, on every listener' },
]
const SHARED_BEYOND_SIMULATOR_SHARES = {
  regex: `^(\\.\\./)+(src/)?shared/(?!(${SIMULATOR_SHARES.map((share) => escapeRegex(share.module)).join('|')})$)`,
  message: 'The simulator takes from src/shared only what SIMULATOR_SHARES names: its truth is contract/voice-agent-api.json, never the client\'s schemas or permission table.',
}

export const layerRules = [
  restrict(['src/shared/**'], [NODE_BUILTINS, ELECTRON, NATIVE, layer('core'), layer('main'), layer('preload'), layer('web'), layer('renderer'), layer('simulator')]),
  restrict(['src/core/**'], CORE),
  ...coreRooms(),
  restrict(['src/renderer/**'], RENDERER),
  ...rendererRooms(),
  restrict(['src/main/**'], [layer('renderer'), layer('preload'), layer('web')]),
  restrict(['src/preload/**'], [NODE_BUILTINS, NATIVE, layer('renderer'), layer('core'), layer('main'), layer('web'), layer('simulator')]),
  restrict(['src/web/**'], [ELECTRON, layer('renderer'), layer('main'), layer('preload')]),
  restrict(['src/simulator/**'], [ELECTRON, NATIVE, layer('core'), layer('main'), layer('preload'), layer('web'), layer('renderer'), SHARED_BEYOND_SIMULATOR_SHARES]),
  { files: ['src/shared/**', 'src/core/**', 'src/simulator/**'], rules: { 'no-restricted-globals': ['error', ...DOM_GLOBALS] } },
]
