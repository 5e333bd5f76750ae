import type { SystemPreferences } from 'electron'
import type { MicrophoneAccessStatus } from '../shared/bridge'

export type MediaAccessPort = Pick<SystemPreferences, 'getMediaAccessStatus' | 'askForMediaAccess'>

/**
 * The operating system's microphone permission, asked for before the voice lab
 * records. macOS asks the user once (`askForMediaAccess`, with the text of
 * NSMicrophoneUsageDescription); after a refusal only System Settings can change
 * it, which the voice lab then explains. Windows has a privacy switch for desktop
 * apps that can be read but not asked. Elsewhere the browser's permission decides.
 */
export async function microphoneAccess(platform: NodeJS.Platform, system: MediaAccessPort, ask: boolean): Promise<MicrophoneAccessStatus> {
  if (platform !== 'darwin' && platform !== 'win32') return 'unknown'
  const status = system.getMediaAccessStatus('microphone')
  if (platform === 'darwin' && status === 'not-determined' && ask) {
    return (await system.askForMediaAccess('microphone')) ? 'granted' : 'denied'
  }
  return status
}
