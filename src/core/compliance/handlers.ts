import type { HandlersOf } from '../../shared/bridge'
import {
  addDoNotCall,
  getDoNotCall,
  listDoNotCall,
  removeDoNotCall,
  setComplianceSettings,
} from '../cache'
import type { ConsoleContext } from '../console/context'
import { CoreError } from '../errors/core-error'
import { readComplianceSettings, toE164 } from '../outbound'
import { readDoNotCallCsv, writeDoNotCallCsv } from './do-not-call-csv'
import { cleanSettings } from './settings'

/**
 * `compliance.*`: the active workspace's local do-not-call list and outbound
 * rules, kept in the cache and read by `ctx.outbound` before every call.
 */
export function complianceHandlers(ctx: ConsoleContext): HandlersOf<'compliance'> {
  const workspaceId = () => ctx.activeWorkspace.require().profile.workspaceId
  const changed = (id: string) => ctx.events.emit('compliance.changed', { workspaceId: id })
  const now = () => new Date(ctx.clock.now()).toISOString()

  return {
    'compliance.state': async () => {
      const id = workspaceId()
      return { workspaceId: id, entries: listDoNotCall(ctx.cache, id), settings: readComplianceSettings(ctx.cache, id) }
    },
    'compliance.addDoNotCall': async ({ number, reason }) => {
      const id = workspaceId()
      const e164 = toE164(number)
      if (!e164) {
        throw new CoreError(
          'invalid_number',
          `"${number}" is not a phone number in international format: write it with its country code (e.g. +14155550100).`,
        )
      }
      addDoNotCall(ctx.cache, id, [{ number: e164, reason, addedAt: now() }])
      changed(id)
      const entry = getDoNotCall(ctx.cache, id, e164)
      if (!entry) throw new CoreError('internal', 'The number was not kept on the list.')
      return entry
    },
    'compliance.removeDoNotCall': async ({ number }) => {
      const id = workspaceId()
      const removed = removeDoNotCall(ctx.cache, id, toE164(number) ?? number)
      if (removed) changed(id)
      return removed ?? null
    },
    'compliance.importCsv': async ({ content }) => {
      const id = workspaceId()
      const read = readDoNotCallCsv(content)
      const addedAt = now()
      const updated = read.entries.filter((entry) => getDoNotCall(ctx.cache, id, entry.number)).length
      addDoNotCall(
        ctx.cache,
        id,
        read.entries.map((entry) => ({ ...entry, addedAt })),
      )
      if (read.entries.length > 0) changed(id)
      return { added: read.entries.length - updated, updated, errors: read.errors }
    },
    'compliance.exportCsv': async () => {
      const id = workspaceId()
      return {
        filename: `do-not-call-${now().slice(0, 10)}.csv`,
        mimeType: 'text/csv',
        content: writeDoNotCallCsv(listDoNotCall(ctx.cache, id)),
      }
    },
    'compliance.saveSettings': async (settings) => {
      const id = workspaceId()
      const clean = cleanSettings(settings)
      setComplianceSettings(ctx.cache, id, { phrases: clean.phrases, windowStart: clean.window.start, windowEnd: clean.window.end })
      changed(id)
      return clean
    },
  }
}
