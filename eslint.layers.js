// The layers of ARCHITECTURE.md as lint rules: a wrong import is an error.
//   renderer → shared; core → shared; main|preload|web → core, shared;
//   simulator → shared. main and web may also start the simulator's server for the demo.

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

export const layerRules = [
  restrict(['src/shared/**'], [NODE_BUILTINS, ELECTRON, NATIVE, layer('core'), layer('main'), layer('preload'), layer('web'), layer('renderer'), layer('simulator')]),
  restrict(['src/core/**'], [ELECTRON, layer('main'), layer('preload'), layer('web'), layer('renderer'), layer('simulator')]),
  restrict(['src/renderer/**'], [NODE_BUILTINS, ELECTRON, NATIVE, layer('core'), layer('main'), layer('preload'), layer('web'), layer('simulator')]),
  restrict(['src/main/**'], [layer('renderer'), layer('preload'), layer('web')]),
  restrict(['src/preload/**'], [NODE_BUILTINS, NATIVE, layer('renderer'), layer('core'), layer('main'), layer('web'), layer('simulator')]),
  restrict(['src/web/**'], [ELECTRON, layer('renderer'), layer('main'), layer('preload')]),
  restrict(['src/simulator/**'], [ELECTRON, NATIVE, layer('core'), layer('main'), layer('preload'), layer('web'), layer('renderer')]),
  { files: ['src/shared/**', 'src/core/**', 'src/simulator/**'], rules: { 'no-restricted-globals': ['error', ...DOM_GLOBALS] } },
]
