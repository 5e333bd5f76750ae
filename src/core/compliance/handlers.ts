import type { EmitEvent } from '../../shared/bridge'
import {
  addDoNotCall,
  getDoNotCall,
  listDoNotCall,
  removeDoNotCall,
  setComplianceSettings,
  type Cache,
} from '../cache'
import type { FeatureModule, WorkspaceAccess } from '../console/context'
import { CoreError, words } from '../errors/core-error'
import { readComplianceSettings, toE164 } from '../outbound'
import type { SyncClock } from '../sync'
import { readDoNotCallCsv, writeDoNotCallCsv } from './do-not-call-csv'
import { cleanSettings } from './settings'

/** What `compliance.*` needs: the active workspace's cache, the time, and where to say the rules changed. */
export interface CompliancePorts {
  readonly activeWorkspace: WorkspaceAccess
  cache(): Cache
  readonly clock: SyncClock
  readonly emit: EmitEvent
}

/**
 * `compliance.*`: the active workspace's local do-not-call list and outbound
 * rules, kept in the cache and read by the outbound guard (`outbound/`) before every call.
 */
export function complianceModule(ports: CompliancePorts): FeatureModule<'compliance'> {
  const workspaceId = () => ports.activeWorkspace.require().profile.workspaceId
  const changed = (id: string) => ports.emit('compliance.changed', { workspaceId: id })
  const now = () => new Date(ports.clock.now()).toISOString()

  const handlers: FeatureModule<'compliance'>['handlers'] = {
    'compliance.state': async () => {
      const id = workspaceId()
      return { workspaceId: id, entries: listDoNotCall(ports.cache(), id), settings: readComplianceSettings(ports.cache(), id) }
    },
    'compliance.addDoNotCall': async ({ number, reason }) => {
      const id = workspaceId()
      const e164 = toE164(number)
      if (!e164) {
        throw new CoreError('invalid_number', words('errors.compliance.notInternational', { number }))
      }
      addDoNotCall(ports.cache(), id, [{ number: e164, reason, addedAt: now() }])
      changed(id)
      const entry = getDoNotCall(ports.cache(), id, e164)
      if (!entry) throw new CoreError('internal', words('errors.compliance.notKept'))
      return entry
    },
    'compliance.removeDoNotCall': async ({ number }) => {
      const id = workspaceId()
      const removed = removeDoNotCall(ports.cache(), id, toE164(number) ?? number)
      if (removed) changed(id)
      return removed ?? null
    },
    'compliance.importCsv': async ({ content }) => {
      const id = workspaceId()
      const read = readDoNotCallCsv(content)
      const addedAt = now()
      const updated = read.entries.filter((entry) => getDoNotCall(ports.cache(), id, entry.number)).length
      addDoNotCall(
        ports.cache(),
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
        content: writeDoNotCallCsv(listDoNotCall(ports.cache(), id)),
      }
    },
    'compliance.saveSettings': async (settings) => {
      const id = workspaceId()
      const clean = cleanSettings(settings)
      setComplianceSettings(ports.cache(), id, { phrases: clean.phrases, windowStart: clean.window.start, windowEnd: clean.window.end })
      changed(id)
      return clean
    },
  }
  return { prefix: 'compliance', handlers }
}
