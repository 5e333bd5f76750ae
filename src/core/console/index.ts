export { CACHE_FILE, SwitchboardConsole } from './console'
export type { ConsoleContext, ConsoleOptions } from './context'
export { dispatch, toBridgeError } from './dispatch'
export { EventHub, type AnyEventListener } from './event-hub'
