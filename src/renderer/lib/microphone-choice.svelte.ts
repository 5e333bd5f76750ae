import { t } from '../i18n/translation.svelte'

/** One audio input the system lists. */
export interface InputDevice {
  deviceId: string
  label: string
}

/** The voice lab chose first, under this key; stepping into a call uses the same choice. */
const DEVICE_KEY = 'switchboard.voiceLab.microphone'

/**
 * The microphone the supervisor chose, one for the whole console (the voice
 * lab records with it, barging in speaks with it), kept across restarts, and
 * the one list of inputs both choose from. `''` is the system default.
 */
class MicrophoneChoice {
  #deviceId = $state<string | null>(null)
  #devices = $state.raw<InputDevice[]>([])
  #watchers = 0

  get deviceId(): string {
    // Read on first use, so a module that merely imports this needs no storage.
    this.#deviceId ??= localStorage.getItem(DEVICE_KEY) ?? ''
    return this.#deviceId
  }
  get devices(): InputDevice[] {
    return this.#devices
  }

  choose(deviceId: string): void {
    this.#deviceId = deviceId
    localStorage.setItem(DEVICE_KEY, deviceId)
  }

  /** Lists the inputs now; labels are empty until microphone permission was given once. */
  refresh = async (): Promise<void> => {
    const all = (await navigator.mediaDevices?.enumerateDevices().catch(() => [])) ?? []
    this.#devices = all
      .filter((device) => device.kind === 'audioinput' && device.deviceId)
      .map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Microphone ${index + 1}` }))
  }

  /** Keeps the list current while a view that offers the choice is shown; answers the function that stops. */
  watch(): () => void {
    if (this.#watchers++ === 0) navigator.mediaDevices?.addEventListener('devicechange', this.refresh)
    void this.refresh()
    return () => {
      if (--this.#watchers === 0) navigator.mediaDevices?.removeEventListener('devicechange', this.refresh)
    }
  }
}

export const microphoneChoice = new MicrophoneChoice()

/** Why a microphone could not be opened, in words; `denied` when the system or the browser refused it (show where to allow it). */
export function microphoneProblem(error: unknown, chosen: boolean): { denied: boolean; problem: string } {
  // A DOMException is an Error in every browser the console runs in.
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return { denied: true, problem: t('lib.mic.blocked') }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return {
      denied: false,
      problem: chosen ? t('lib.mic.chosenMissing') : t('lib.mic.noneFound'),
    }
  }
  if (name === 'NotReadableError') {
    return { denied: false, problem: t('lib.mic.busy') }
  }
  return { denied: false, problem: error instanceof Error ? t('lib.mic.failedWhy', { error: error.message }) : t('lib.mic.failed') }
}
