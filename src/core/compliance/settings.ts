import type { ComplianceSettings } from '../../shared/bridge'
/**
 * The rules as saved: phrases trimmed, each once (case aside). A window that
 * starts and ends at the same time allows every hour.
 */
export function cleanSettings(settings: ComplianceSettings): ComplianceSettings {
  const seen = new Set<string>()
  const phrases: string[] = []
  for (const phrase of settings.phrases.map((p) => p.trim().replace(/\s+/g, ' '))) {
    const key = phrase.toLowerCase()
    if (phrase === '' || seen.has(key)) continue
    seen.add(key)
    phrases.push(phrase)
  }
  return { phrases, window: { ...settings.window } }
}
