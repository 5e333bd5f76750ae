import { mount } from 'svelte'
import { config } from 'zod'
import App from './app/App.svelte'
import './styles/theme.css'
import './styles/controls.css'
import './styles/attention.css'

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

// The page's CSP forbids eval: without this, zod's first object schema probes it with `new Function`, and
// Chromium's report of the refused eval (a `securitypolicyviolation`) cost ~20 ms before the first call showed.
config({ jitless: true })

export default mount(App, { target })
