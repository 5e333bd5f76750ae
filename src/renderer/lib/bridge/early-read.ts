import type { Bridge, CommandArgs, CommandName, CommandResult, EventName, EventPayload, Result } from '../../../shared/bridge'

/** A read's answer, with the events its reader has not heard yet. */
export interface ReadAnswer<K extends CommandName, E extends EventName> {
  result: Result<CommandResult<K>>
  /** The `event`s that came after the early answer, before its reader took it; none for a read asked afresh. */
  since: EventPayload<E>[]
}

/**
 * A read asked before its reader's code has loaded, so that its answer is on
 * its way while the rest of the window's script is fetched and evaluated.
 */
export interface EarlyRead<K extends CommandName, E extends EventName> {
  /** Settles when the early answer has come, whatever it says. */
  readonly answered: Promise<void>
  /** The early answer the first time, unless it failed; every other time (or then) asked afresh. */
  read(): Promise<ReadAnswer<K, E>>
}

/** Asks `name` now, and keeps the `event`s that follow its answer for the reader, who subscribes later. */
export function readEarly<K extends CommandName, E extends EventName>(bridge: Bridge, name: K, args: CommandArgs<K>, event: E): EarlyRead<K, E> {
  const since: EventPayload<E>[] = []
  let answered = false
  const stop = bridge.on(event, (payload) => {
    if (answered) since.push(payload)
  })
  let early: Promise<Result<CommandResult<K>>> | null = bridge.invoke(name, args).then((result) => {
    answered = true
    return result
  })
  const afresh = async (): Promise<ReadAnswer<K, E>> => ({ result: await bridge.invoke(name, args), since: [] })
  return {
    answered: early.then(() => undefined),
    async read() {
      const first = early
      early = null
      if (!first) return afresh()
      const result = await first
      stop()
      return result.ok ? { result, since: since.splice(0) } : afresh()
    },
  }
}
