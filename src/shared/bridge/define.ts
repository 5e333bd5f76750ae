import type { z } from 'zod'

/** A command: the zod schema of its arguments, and (as a type only) what it returns. */
export interface CommandSpec<A extends z.ZodType, R> {
  /** Built at its first read: a window starts without building the schemas of every command it may never send. */
  readonly args: A
  /** Phantom: never set at run time, carries the result type. */
  readonly result?: R
}

export function command<A extends z.ZodType>(schema: () => A) {
  return {
    returns<R>(): CommandSpec<A, R> {
      let built: A | undefined
      return {
        get args() {
          return (built ??= schema())
        },
      }
    },
  }
}

/** An event: only its payload type matters; the object exists so names are listed at run time. */
export interface EventSpec<P> {
  readonly payload?: P
}

export function event<P>(): EventSpec<P> {
  return {}
}
