import { mount } from 'svelte'
import App from './app/App.svelte'
import './styles/theme.css'
import './styles/controls.css'
import './styles/attention.css'

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

export default mount(App, { target })
