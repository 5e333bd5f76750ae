export { redact, registerSecret } from './redact'
export { createLogger, silentLogger, type Logger, type LogFields, type LogLevel, type LoggerOptions } from './logger'
