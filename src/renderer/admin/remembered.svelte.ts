import type { BridgeError, RememberedRecord, Result } from '../../shared/bridge'
import { Latest } from '../lib/latest.svelte'

/**
 * Records opened by id and remembered (flow folders, knowledge bases): the
 * list of those opened before, and the one open now.
 */
export class OpenedById<T> {
  readonly remembered = new Latest<RememberedRecord[]>()
  readonly detail = new Latest<T>()
  #openId = $state<string | null>(null)

  constructor(
    private readonly requests: {
      list(): Promise<Result<RememberedRecord[]>>
      open(id: string): Promise<Result<T>>
      forget(id: string): Promise<Result<RememberedRecord[]>>
    },
  ) {}

  get openId(): string | null {
    return this.#openId
  }

  load(): Promise<boolean> {
    return this.remembered.load(() => this.requests.list())
  }

  /** Answers the refusal, which the id field shows (the pane closes: one place says it). */
  async open(id: string): Promise<BridgeError | null> {
    this.#openId = id
    let refusal: BridgeError | null = null
    const landed = await this.detail.load(async () => {
      const result = await this.requests.open(id)
      if (!result.ok) refusal = result.error
      return result
    })
    if (landed && refusal) this.close()
    void this.load()
    return refusal
  }

  /** A write answered the record as it is now. */
  show(value: T): void {
    this.detail.set(value)
    void this.load()
  }

  async forget(id: string): Promise<void> {
    if (this.#openId === id) this.close()
    await this.remembered.load(() => this.requests.forget(id))
  }

  close(): void {
    this.#openId = null
    this.detail.reset()
  }

  reset(): void {
    this.remembered.reset()
    this.close()
  }
}
