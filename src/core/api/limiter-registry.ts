import { createHash } from 'node:crypto'
import { createRateLimiter, type RateLimiter, type RateLimiterOptions } from './rate-limiter'

/**
 * The service limits requests per API key, so every client and caller using a
 * key must share one limiter. Keyed by a digest so the map never holds the key.
 */
export interface LimiterRegistry {
  /** The key's limiter, created on first use; later calls update its requests per minute. */
  limiterFor(apiKey: string, requestsPerMinute: number): RateLimiter
  forget(apiKey: string): void
}

export function createLimiterRegistry(options: Omit<RateLimiterOptions, 'requestsPerMinute'> = {}): LimiterRegistry {
  const limiters = new Map<string, RateLimiter>()
  const digest = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex')
  return {
    limiterFor(apiKey, requestsPerMinute) {
      const id = digest(apiKey)
      let limiter = limiters.get(id)
      if (limiter) limiter.setRequestsPerMinute(requestsPerMinute)
      else {
        limiter = createRateLimiter({ ...options, requestsPerMinute })
        limiters.set(id, limiter)
      }
      return limiter
    },
    forget(apiKey) {
      limiters.delete(digest(apiKey))
    },
  }
}
