import { flushSync, mount } from 'svelte'
import { config } from 'zod'
import App from './app/App.svelte'
import { i18n } from './i18n/i18n.svelte'
import { currentCalls, currentConnection } from './lib/bridge'
import './styles/theme.css'
import './styles/controls.css'
import './styles/attention.css'

/** How long the first screen waits for the wall's calls before it shows without them. */
const FIRST_SCREEN_WAIT_MS = 100
/** How long it waits for its language (the setting and its catalog) before it shows in the source's; it switches when they come. */
const LANGUAGE_WAIT_MS = 1_000

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

// The page's CSP forbids eval: without this, zod's first object schema probes it with `new Function`, and
// Chromium's report of the refused eval (a `securitypolicyviolation`) cost ~20 ms before the first call showed.
config({ jitless: true })

// The shell mounts with the wall's calls and the connection (the wall shows its calls once it knows the workspace)
// when their early answers come within the wait: the page is then
// drawn once, with its calls, and the Bridge's socket opens and answers while the main thread is free, rather
// than behind the empty shell's mount and first frame (docs/decisions/0023-first-call.md). It is drawn in the
// chosen language: the setting is asked with the calls and its catalog loaded first.
const waited = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const language = Promise.race([i18n.load(), waited(LANGUAGE_WAIT_MS)])
const calls = Promise.race([Promise.all([currentCalls.answered, currentConnection.answered]), waited(FIRST_SCREEN_WAIT_MS)])
// A shortcut pressed meanwhile (Ctrl+5 as the window opens) is not lost: it reaches the console once mounted.
const early: KeyboardEvent[] = []
const keep = (event: KeyboardEvent) => early.push(event)
window.addEventListener('keydown', keep)
void Promise.all([language, calls]).then(() => {
  mount(App, { target })
  flushSync()
  window.removeEventListener('keydown', keep)
  for (const event of early) window.dispatchEvent(new KeyboardEvent('keydown', event))
})
