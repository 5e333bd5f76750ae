import { z } from 'zod'
import type { TimeZoneSetting } from '../../shared/bridge'
import { isTimeZoneName } from '../../shared/time/zoned-time'
import { readJsonFileSync, writeJsonFileSync } from '../storage/json-file'

export const TIME_ZONE_FILE = 'time-zone.json'

const Document = z.object({ zone: z.string().refine(isTimeZoneName).nullable() })

/**
 * The one zone the console shows times in, chosen in Settings or the callbacks
 * view. Kept in the data directory rather than the renderer's storage: the
 * browser host gets a new origin (port) every start. Null follows the
 * computer's zone, which the renderer knows.
 */
export class TimeZoneStore {
  #setting: TimeZoneSetting

  constructor(private readonly path: string) {
    this.#setting = readJsonFileSync(path, Document) ?? { zone: null }
  }

  get(): TimeZoneSetting {
    return this.#setting
  }

  /** The zone in use: the chosen one, or this computer's (what the renderer shows when none is chosen). */
  zoneInUse(): string {
    return this.#setting.zone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
  }

  set(zone: string | null): TimeZoneSetting {
    this.#setting = { zone }
    writeJsonFileSync(this.path, this.#setting)
    return this.#setting
  }
}
