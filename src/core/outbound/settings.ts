import { DEFAULT_COMPLIANCE_SETTINGS, type ComplianceSettings } from '../../shared/bridge'
import { getComplianceSettings, type Cache } from '../cache'

/** The workspace's outbound rules: what Settings → Compliance saved, or the defaults. */
export function readComplianceSettings(cache: Cache, workspaceId: string): ComplianceSettings {
  const stored = getComplianceSettings(cache, workspaceId)
  if (!stored) return { phrases: [...DEFAULT_COMPLIANCE_SETTINGS.phrases], window: { ...DEFAULT_COMPLIANCE_SETTINGS.window } }
  return { phrases: stored.phrases, window: { start: stored.windowStart, end: stored.windowEnd } }
}
