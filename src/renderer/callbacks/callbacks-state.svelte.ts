import { CallbackCalls } from './call-now.svelte'
import { CallbackEdits } from './edits.svelte'
import { CallbackQueueState } from './queue.svelte'
import { CallbackSelection } from './selection.svelte'

/** The Callbacks view's state, shared by its components. */
export const queue = new CallbackQueueState()
export const edits = new CallbackEdits()
export const dialer = new CallbackCalls()
export const selection = new CallbackSelection()

/** Everything the view follows while it is open; returns the function that stops it all. */
export function startCallbacks(): () => void {
  const stops = [queue.start(), edits.start(), dialer.start(), selection.start()]
  return () => {
    for (const stop of stops) stop()
  }
}
