import type { Result } from '../../../../src/shared/bridge'

/** A Bridge answer the test releases when it wants: to make a slow answer arrive after a fast one. */
export interface Pending<T> {
  promise: Promise<Result<T>>
  answer(value: T): void
  fail(message: string): void
}

export function pending<T>(): Pending<T> {
  let resolve: (result: Result<T>) => void = () => undefined
  const promise = new Promise<Result<T>>((r) => (resolve = r))
  return {
    promise,
    answer: (value) => resolve({ ok: true, value }),
    fail: (message) => resolve({ ok: false, error: { code: 'internal', message } }),
  }
}
