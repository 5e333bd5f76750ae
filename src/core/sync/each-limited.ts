/**
 * Runs `task` over `items`, at most `limit` at a time. The first failure stops
 * new tasks; it is thrown once the tasks already running have settled, so
 * nothing of this round still writes when the caller goes on.
 */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | null = null
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++] as T
      try {
        await task(item)
      } catch (error) {
        failure ??= { error }
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker))
  if (failure !== null) throw (failure as { error: unknown }).error
}
