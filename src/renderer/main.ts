import { mount } from 'svelte'
import { config } from 'zod'
import App from './app/App.svelte'
import { i18n } from './i18n/i18n.svelte'
import './styles/theme.css'
import './styles/controls.css'
import './styles/attention.css'

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

// The page's CSP forbids eval: without this, zod's first object schema probes it with `new Function`, and
// Chromium's report of the refused eval (a `securitypolicyviolation`) cost ~20 ms before the first call showed.
config({ jitless: true })

// The first screen in the chosen language: its catalog loads before anything is drawn.
void i18n.load().then(() => mount(App, { target }))
