import { createInterface } from 'node:readline/promises'
import type { ConfirmReach } from '../core/console'

export interface TerminalConfirmOptions {
  input: NodeJS.ReadableStream & { isTTY?: boolean }
  output: NodeJS.WritableStream
  /** `--allow-new-servers`: whoever started the host answered yes in advance (unattended runs, tests). */
  allowAll: boolean
  /** How long a question waits for its answer before it counts as No. */
  timeoutMs?: number
}

const ANSWER_WITHIN_MS = 2 * 60_000

/**
 * Core's `ConfirmReach` in the browser host: asked on the terminal the host
 * runs in, which the page cannot reach. With no terminal there is nobody to
 * ask, so it refuses and says how to allow it.
 */
export function confirmReachOnTerminal(options: TerminalConfirmOptions): ConfirmReach {
  return async (origin, why) => {
    if (options.allowAll) {
      options.output.write(`Allowed ${origin} (--allow-new-servers).\n`)
      return true
    }
    if (!options.input.isTTY) {
      options.output.write(`Refused ${origin}: no terminal to ask you on. Start the host in a terminal, or with --allow-new-servers.\n`)
      return false
    }
    const terminal = createInterface({ input: options.input, output: options.output })
    try {
      const answer = await terminal.question(`\nThe console asks to reach ${origin}.\n${why}\nAllow? [y/N] `, {
        signal: AbortSignal.timeout(options.timeoutMs ?? ANSWER_WITHIN_MS),
      })
      return /^\s*y(es)?\s*$/i.test(answer)
    } catch {
      options.output.write('\nNo answer: refused.\n')
      return false
    } finally {
      terminal.close()
    }
  }
}
