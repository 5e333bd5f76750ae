/** Writes one generated year of cache (year-cache.ts) in a process of its own: `yearCacheFile` runs it. */
import { writeYearCache } from './year-cache'

const [path, days] = process.argv.slice(2)
if (path === undefined || days === undefined) throw new Error('usage: write-year-cache.ts PATH CALL_DAYS')
writeYearCache(path, Number(days))
