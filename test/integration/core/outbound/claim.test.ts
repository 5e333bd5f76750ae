import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient, FetchLike } from '../../../../src/core/api'
import { claimCallback, claimLine, lastClaim, notedTime } from '../../../../src/core/outbound'
import type { CallDisposition } from '../../../../src/shared/api'
import type { RunningSimulator } from '../../../../src/simulator/server'
import { FakeClock } from '../../../support/fake-clock'
import { demoClient, serviceClient, serviceDisposition, startSim } from '../../../support/simulator'
import { waitFor } from '../../../support/wait'

const ZONE = 'Europe/Paris'

let sim: RunningSimulator
/** Another console's view of the service: it edits the callbacks behind the claiming console's back. */
let other: ApiClient
/** Callbacks of different customers, one per test. */
let callbacks: CallDisposition[]

beforeAll(async () => {
  sim = await startSim({ activeCalls: 0 })
  other = serviceClient(sim)
  const page = await other.dispositions.list({ limit: 200 })
  const byNumber = new Map(page.dispositions.map((d) => [d.phoneNumber, d]))
  callbacks = [...byNumber.values()]
})
afterAll(async () => {
  await sim?.stop()
})

function callback(): CallDisposition {
  const next = callbacks.shift()
  if (!next) throw new Error('no callback left in the fixture')
  return next
}

interface Claim {
  cached: CallDisposition
  shown?: CallDisposition
  /** The time the service takes to answer the claim's write, on the console's clock. */
  writeTakesMs?: number
  /** What another console does while this one waits for its claim to settle. */
  meanwhile?: () => Promise<unknown>
}

/** The notes as claimed (null: nothing to claim), or why the claim failed. */
interface Outcome {
  notes?: string | null
  error?: unknown
}

/** Claims as Ana's console, its clock moved by hand: answers the outcome and the copies handed back to the cache. */
async function claim({ cached, shown, writeTakesMs = 0, meanwhile }: Claim) {
  const clock = new FakeClock(Date.parse('2026-11-23T13:05:00.000Z'))
  const fetchImpl: FetchLike = async (input, init) => {
    const answer = await fetch(input, init)
    if (init.method === 'PUT') await clock.advance(writeTakesMs)
    return answer
  }
  const kept: CallDisposition[] = []
  const outcome = claimCallback({
    client: demoClient(sim.url, { fetch: fetchImpl }),
    clock,
    cached,
    ...(shown ? { shown } : {}),
    who: 'Ana',
    zone: ZONE,
    keep: (copy) => kept.push(copy),
  }).then(
    (notes): Outcome => ({ notes }),
    (error: unknown): Outcome => ({ error }),
  )
  let done = false
  void outcome.then(() => (done = true))
  await waitFor(() => done || clock.pending > 0, 20_000, 'the claim to end or wait for others')
  if (done) return { ...(await outcome), kept, clock }
  await meanwhile?.()
  // The claim reads back only once the settle time (1.5 s) has passed.
  await clock.advance(1_499)
  expect(clock.pending).toBe(1)
  await clock.advance(1)
  return { ...(await outcome), kept, clock }
}

describe('a claim before a call, against the service', () => {
  it('writes a line naming who claims and when, in the console’s zone, and answers the notes as claimed', async () => {
    const cb = callback()
    const { notes, error, clock } = await claim({ cached: cb })
    expect(error).toBeUndefined()
    const service = await serviceDisposition(sim, cb._id)
    expect(notes).toBe(service.notes)
    const line = lastClaim(service.notes)
    expect(line).toMatchObject({ who: 'Ana', at: notedTime(clock.now(), ZONE) })
    expect(service.notes.split('\n').at(-1)).toBe(claimLine('2026-11-23 14:05 (Europe/Paris)', 'Ana', line?.token ?? ''))
  })

  it('refuses a callback another console changed since this one saw it, saying how, and hands the new copy back', async () => {
    const cb = callback()
    const status = cb.status === 'completed' ? 'failed' : 'completed'
    await other.dispositions.update(cb._id, { status })
    const { error, kept } = await claim({ cached: cb })
    expect(error).toMatchObject({
      code: 'callback_taken',
      message: `This callback changed on the service since this console last saw it (status ${status}, attempt ${cb.attempt}). It was not called; the queue now shows it as it is.`,
    })
    expect(kept.map((d) => d.status)).toEqual([status])
    expect(lastClaim((await serviceDisposition(sim, cb._id)).notes)).toBeNull()
  })

  it('refuses a callback called again since this console saw it (its attempt went up)', async () => {
    const cb = callback()
    const { error } = await claim({ cached: { ...cb, attempt: cb.attempt - 1 } })
    expect(error).toMatchObject({ code: 'callback_taken', message: expect.stringContaining(`(status ${cb.status}, attempt ${cb.attempt})`) })
  })

  it('claims a callback whose only change is this console’s own edit', async () => {
    const cb = callback()
    const edited = (await other.dispositions.update(cb._id, { notes: 'Prefers mornings.' })).disposition
    const { notes, error } = await claim({ cached: cb, shown: edited })
    expect(error).toBeUndefined()
    expect(notes).toMatch(/^Prefers mornings\.\nClaimed at .* by Ana for a call/)
  })

  it('answers nothing to claim for a callback the service does not list, and claims no other under its number', async () => {
    const cb = callback()
    const { notes, error } = await claim({ cached: { ...cb, _id: 'cd_not_on_the_service' } })
    expect(error).toBeUndefined()
    expect(notes).toBeNull()
    expect((await serviceDisposition(sim, cb._id)).notes).toBe(cb.notes)
  })

  it('gives way when another console rewrites the notes while the claim settles', async () => {
    const cb = callback()
    const { error, kept } = await claim({ cached: cb, meanwhile: () => other.dispositions.update(cb._id, { notes: 'Do not call before Monday.' }) })
    expect(error).toMatchObject({ code: 'callback_taken', message: expect.stringContaining('This callback changed on the service') })
    expect(kept.map((d) => d.notes)).toEqual(['Do not call before Monday.'])
  })

  it('names who claimed it when another console’s claim lands while this one settles', async () => {
    const cb = callback()
    const bens = claimLine('2026-11-23 14:05 (Europe/Paris)', 'Ben', 'ben123')
    const { error } = await claim({ cached: cb, meanwhile: () => other.dispositions.update(cb._id, { notes: bens }) })
    expect(error).toMatchObject({
      code: 'callback_taken',
      message: 'Ben claimed this callback at 2026-11-23 14:05 (Europe/Paris) to call the customer. It was not called again from here; the queue now shows it as it is.',
    })
  })

  it('does not trust a claim whose write took longer than the settle time, and says how long it took', async () => {
    const slow = await claim({ cached: callback(), writeTakesMs: 1_640 })
    expect(slow.error).toMatchObject({
      code: 'claim_unconfirmed',
      message: 'The service took 1.6 s to take the claim, too long to be sure no other console called this customer. Nothing was called; try again.',
    })
    const justInTime = await claim({ cached: callback(), writeTakesMs: 1_500 })
    expect(justInTime.error).toBeUndefined()
    expect(justInTime.notes).toMatch(/by Ana for a call/)
  })
})
