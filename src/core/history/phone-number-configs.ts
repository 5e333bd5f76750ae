import type { ConnectionStatus, PhoneNumberConfigView } from '../../shared/bridge'
import { apiErrorWords, isApiError, type ApiClient } from '../api'
import { inEnglish } from '../errors/core-error'

type KnownConfig = Extract<PhoneNumberConfigView, { state: 'known' }>

/**
 * Phone number configurations for the agents directory. The cache has no table
 * for them, so they are fetched on demand when online and remembered for the
 * session: a configuration seen earlier is still shown (with when it was
 * fetched) after the network goes down; one never seen is "unknown offline".
 */
export class PhoneNumberConfigs {
  readonly #known = new Map<string, KnownConfig>()

  async get(
    client: ApiClient,
    phoneNumberId: string,
    connection: ConnectionStatus,
    now: () => Date = () => new Date(),
  ): Promise<PhoneNumberConfigView> {
    const key = `${client.baseUrl}\u0000${client.workspaceId}\u0000${phoneNumberId}`
    const known = this.#known.get(key)
    const unknownOffline: PhoneNumberConfigView = { state: 'unknown-offline', phoneNumberId }
    if (connection.state === 'offline') return known ?? unknownOffline
    try {
      const config = await client.phoneNumbers.getConfig(phoneNumberId, { lane: 'user' })
      const view: KnownConfig = {
        state: 'known',
        phoneNumberId,
        fetchedAt: now().toISOString(),
        direction: config.direction,
        status: config.status,
        flowType: config.flowType,
        recording: config.recording,
        officeHoursEnabled: config.officeHours.enabled,
        transferCallerIdMode: config.transferCallerIdMode,
        metadataTags: config.metadataTags,
      }
      this.#known.set(key, view)
      return view
    } catch (error) {
      if (!isApiError(error)) throw error
      if (error.code === 'offline' || error.code === 'timeout') return known ?? unknownOffline
      const said = apiErrorWords(error)
      return { state: 'unavailable', phoneNumberId, reason: inEnglish(said), reasonWords: said }
    }
  }
}
