import type { Attachment } from 'svelte/attachments'

/** What a card or row asks of the view: select it (focus), open it, listen, end it. */
export type CallAction = 'select' | 'open' | 'listen' | 'end'

function roomOf(target: EventTarget | null): string | null {
  return (target as Element | null)?.closest?.('[data-room]')?.getAttribute('data-room') ?? null
}

/**
 * One click and one focus listener for the whole wall instead of three per
 * card: buttons say what they do in `data-action`, cards name their call in
 * `data-room`. Focus moving into a card selects it.
 */
export function wallEvents(onaction: (action: CallAction, roomName: string) => void): Attachment<HTMLElement> {
  return (node) => {
    const click = (event: MouseEvent) => {
      const action = (event.target as Element | null)?.closest?.('[data-action]')?.getAttribute('data-action')
      const roomName = roomOf(event.target)
      if (roomName && (action === 'open' || action === 'listen' || action === 'end')) onaction(action, roomName)
    }
    const focus = (event: FocusEvent) => {
      const roomName = roomOf(event.target)
      if (roomName) onaction('select', roomName)
    }
    node.addEventListener('click', click)
    node.addEventListener('focusin', focus)
    return () => {
      node.removeEventListener('click', click)
      node.removeEventListener('focusin', focus)
    }
  }
}
