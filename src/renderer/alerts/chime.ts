let context: AudioContext | null = null
/** A chime is waiting for the suspended context to run. */
let waiting = false

/**
 * A short two-tone chime from an oscillator: no audio file to ship. Browsers
 * may keep the AudioContext suspended until the first click, and a suspended
 * context holds every tone scheduled on it until it runs: a wall nobody has
 * clicked would keep each chime of the day. So while it is suspended one
 * chime waits for it to run and the others are dropped.
 */
export function playTransferChime(): void {
  try {
    context ??= new AudioContext()
  } catch {
    // No audio device: the pin and the notification still tell the supervisor.
    return
  }
  if (context.state === 'running') {
    chime(context)
    return
  }
  if (waiting) return
  waiting = true
  const suspended = context
  void suspended.resume().then(
    () => {
      waiting = false
      chime(suspended)
    },
    () => (waiting = false),
  )
}

function chime(context: AudioContext): void {
  try {
    const start = context.currentTime
    for (const [offset, frequency] of [
      [0, 880],
      [0.16, 1175],
    ] as const) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.0001, start + offset)
      gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02)
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(start + offset)
      oscillator.stop(start + offset + 0.15)
    }
  } catch {
    // No audio device: the pin and the notification still tell the supervisor.
  }
}
