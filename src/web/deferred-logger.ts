import type { LogFields, Logger } from '../core/log/logger'

/**
 * The browser host's logger from its first line on: its log file opens with
 * core (`core.ts`), since electron-log alone would cost the first page about
 * 15 ms (issue 38). Lines told before `open` wait for it, then go in order.
 */
export class DeferredLogger implements Logger {
  #open: (logger: Logger) => void = () => undefined
  readonly #logger = new Promise<Logger>((resolve) => (this.#open = resolve))

  open(logger: Logger): void {
    this.#open(logger)
  }

  info(message: string, fields?: LogFields): void {
    void this.#logger.then((logger) => logger.info(message, fields))
  }

  warn(message: string, fields?: LogFields): void {
    void this.#logger.then((logger) => logger.warn(message, fields))
  }

  error(message: string, fields?: LogFields): void {
    void this.#logger.then((logger) => logger.error(message, fields))
  }
}
