import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastStack } from '../../../../src/renderer/lib/toasts.svelte'

const texts = (stack: ToastStack) => stack.items.map((toast) => toast.text)

describe('the toast stack: outcomes over the page', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('a confirmation fades after its time; an error stays until dismissed', () => {
    const stack = new ToastStack(6_000)
    stack.show('wall', 'info', 'Ended the call with Edna.')
    const error = stack.show('admin', 'error', 'Could not save Night Agent.')
    vi.advanceTimersByTime(5_999)
    expect(texts(stack)).toEqual(['Ended the call with Edna.', 'Could not save Night Agent.'])
    vi.advanceTimersByTime(1)
    expect(texts(stack)).toEqual(['Could not save Night Agent.'])
    vi.advanceTimersByTime(60_000)
    expect(texts(stack)).toEqual(['Could not save Night Agent.'])
    stack.dismiss(error)
    expect(stack.items).toEqual([])
  })

  it('nothing fades while the pointer rests on the stack or focus is in it, and the time starts again after', () => {
    const stack = new ToastStack(6_000)
    stack.show('wall', 'info', 'Ended the call with Edna.')
    stack.hold('pointer', true)
    stack.show('callbacks', 'info', 'Snoozed 2 callbacks.')
    stack.hold('focus', true)
    stack.hold('pointer', false)
    vi.advanceTimersByTime(30_000)
    expect(texts(stack)).toEqual(['Ended the call with Edna.', 'Snoozed 2 callbacks.'])
    stack.hold('focus', false)
    vi.advanceTimersByTime(5_999)
    expect(stack.items).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(stack.items).toEqual([])
  })

  it("a source's new outcome takes its last one's place, keeping the others where they are", () => {
    const stack = new ToastStack(6_000)
    stack.show('wall', 'error', 'Could not end the call with Fay.')
    stack.show('admin', 'info', 'Saved Night Agent.')
    vi.advanceTimersByTime(4_000)
    stack.show('wall', 'info', 'Ended the call with Fay.')
    expect(texts(stack)).toEqual(['Ended the call with Fay.', 'Saved Night Agent.'])
    vi.advanceTimersByTime(2_000)
    expect(texts(stack)).toEqual(['Ended the call with Fay.'])
    vi.advanceTimersByTime(4_000)
    expect(stack.items).toEqual([])
  })

  it("dismissing a source's outcomes leaves the others, and their action is kept", () => {
    const stack = new ToastStack(6_000)
    const undo = vi.fn()
    stack.show('admin', 'info', 'Removed Billing questions from Support.', { label: 'Undo', run: undo })
    stack.show('wall', 'error', 'This key may not end calls.')
    stack.dismissFrom('wall')
    expect(texts(stack)).toEqual(['Removed Billing questions from Support.'])
    stack.items[0]?.action?.run()
    expect(undo).toHaveBeenCalledOnce()
  })
})
