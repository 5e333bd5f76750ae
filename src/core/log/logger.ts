import { redact } from './redact'

export type LogFields = Record<string, string | number | boolean | null | undefined>

/** What core parts log through; hosts decide where the lines go. */
export interface Logger {
  info(message: string, fields?: LogFields): void
  warn(message: string, fields?: LogFields): void
  error(message: string, fields?: LogFields): void
}

export type LogLevel = 'info' | 'warn' | 'error'

export interface LoggerOptions {
  /** Milliseconds since the epoch; injectable so tests get stable lines. */
  now?: () => number
}

/**
 * A logger that writes one line per entry to `sink`:
 * `2025-01-01T00:00:00.000Z INFO message key=value ...`. The whole line, fields
 * included, passes through the redactor before it leaves.
 */
export function createLogger(sink: (line: string) => void, options: LoggerOptions = {}): Logger {
  const now = options.now ?? Date.now
  const write = (level: LogLevel, message: string, fields?: LogFields) => {
    const parts = [new Date(now()).toISOString(), level.toUpperCase(), message]
    for (const [key, value] of Object.entries(fields ?? {})) {
      if (value !== undefined) parts.push(`${key}=${formatValue(value)}`)
    }
    sink(redact(parts.join(' ')))
  }
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}

/** Quoted only when it has a space, a quote or `=` (a number, boolean or null never has). */
function formatValue(value: string | number | boolean | null): string {
  const text = String(value)
  return /[\s"=]/.test(text) ? JSON.stringify(text) : text
}

export const silentLogger: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
}
