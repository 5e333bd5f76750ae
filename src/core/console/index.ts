export { SwitchboardConsole, type ConsoleOptions } from './console'
export { dispatch, toBridgeError } from './dispatch'
export { EventHub, type AnyEventListener } from './event-hub'
