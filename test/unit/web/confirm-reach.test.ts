import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { confirmReachOnTerminal } from '../../../src/web/confirm-reach'
import { parseWebHostArgs } from '../../../src/web/options'

function terminal(isTTY: boolean) {
  const input = Object.assign(new PassThrough(), { isTTY })
  const output = new PassThrough()
  let shown = ''
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()))
  return { input, output, shown: () => shown }
}

describe("the browser host asks on its own terminal before the console reaches a new origin", () => {
  it('asks, naming the origin and why, and allows only on yes', async () => {
    for (const [answer, allowed] of [['y', true], ['yes', true], ['', false], ['n', false], ['sure', false]] as const) {
      const tty = terminal(true)
      const asking = confirmReachOnTerminal({ ...tty, allowAll: false })('wss://media.example.com', 'Listening in will connect to it.')
      setImmediate(() => tty.input.write(`${answer}\n`))
      expect(await asking).toBe(allowed)
      expect(tty.shown()).toContain('The console asks to reach wss://media.example.com.\nListening in will connect to it.\nAllow? [y/N]')
    }
  })

  it('refuses, saying how to allow it, when there is no terminal or no answer in time', async () => {
    const piped = terminal(false)
    expect(await confirmReachOnTerminal({ ...piped, allowAll: false })('wss://media.example.com', 'why')).toBe(false)
    expect(piped.shown()).toContain('Refused wss://media.example.com: no terminal to ask you on')
    const silent = terminal(true)
    expect(await confirmReachOnTerminal({ ...silent, allowAll: false, timeoutMs: 50 })('wss://media.example.com', 'why')).toBe(false)
    expect(silent.shown()).toContain('No answer: refused.')
  })

  it('--allow-new-servers answers yes without asking', async () => {
    expect(parseWebHostArgs(['--allow-new-servers'], {})).toMatchObject({ allowNewServers: true })
    expect(parseWebHostArgs([], {})).toMatchObject({ allowNewServers: false })
    const piped = terminal(false)
    expect(await confirmReachOnTerminal({ ...piped, allowAll: true })('wss://media.example.com', 'why')).toBe(true)
  })
})
