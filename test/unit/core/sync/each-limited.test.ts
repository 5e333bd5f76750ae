import { describe, expect, it } from 'vitest'
import { eachLimited } from '../../../../src/core/sync/each-limited'
import { flush } from '../../../support/fake-clock'

/** Tasks that finish only when the test releases them, one by one. */
function heldTasks() {
  const started: number[] = []
  const pending = new Map<number, { resolve: () => void; reject: (e: unknown) => void }>()
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item)
      pending.set(item, { resolve, reject })
    })
  return { started, pending, task }
}

describe('eachLimited', () => {
  it('runs every item, no more than the limit at a time', async () => {
    const { started, pending, task } = heldTasks()
    const done = eachLimited([1, 2, 3, 4, 5], 2, task)
    await flush()
    expect(started).toEqual([1, 2])
    pending.get(1)!.resolve()
    await flush()
    expect(started).toEqual([1, 2, 3])
    for (const item of [2, 3, 4, 5]) {
      pending.get(item)!.resolve()
      await flush()
    }
    await done
    expect(started).toEqual([1, 2, 3, 4, 5])
  })

  it('starts them all at once when the limit is higher than the count', async () => {
    const { started, task } = heldTasks()
    void eachLimited([1, 2, 3], 10, task)
    await flush()
    expect(started).toEqual([1, 2, 3])
  })

  it('still runs the items one at a time when the limit is zero', async () => {
    const seen: number[] = []
    const items = [1, 2]
    await eachLimited(items, 0, async (item) => {
      // Given anything but its items, the task fails, and so does the run.
      if (!items.includes(item)) throw new Error(`not an item: ${item}`)
      seen.push(item)
    })
    expect(seen).toEqual([1, 2])
  })

  it('throws the first failure once the running tasks settle, and starts nothing after it', async () => {
    const { started, pending, task } = heldTasks()
    const first = new Error('first')
    let settled: unknown = 'pending'
    const done = eachLimited([1, 2, 3, 4], 2, task).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    )
    await flush()
    pending.get(1)!.reject(first)
    await flush()
    expect(started).toEqual([1, 2])
    // Task 2 still runs: the caller hears of the failure only once it is done.
    expect(settled).toBe('pending')
    pending.get(2)!.reject(new Error('second'))
    await done
    expect(settled).toBe(first)
    expect(started).toEqual([1, 2])
  })
})
