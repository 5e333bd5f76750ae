import { mount } from 'svelte'
import App from './App.svelte'
import './styles/theme.css'
import './styles/controls.css'
import { reportVisibility } from './app/visibility'

const target = document.getElementById('app')
if (!target) throw new Error('index.html has no #app element')

reportVisibility()

export default mount(App, { target })
