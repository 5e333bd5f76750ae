import type { z } from 'zod'

/** A command: the zod schema of its arguments, and (as a type only) what it returns. */
export interface CommandSpec<A extends z.ZodType, R> {
  readonly args: A
  /** Phantom: never set at run time, carries the result type. */
  readonly result?: R
}

export function command<A extends z.ZodType>(args: A) {
  return {
    returns<R>(): CommandSpec<A, R> {
      return { args }
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
