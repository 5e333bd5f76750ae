import { contentSecurityPolicy } from '../shared/csp'

/**
 * The Content-Security-Policy the `app://` handler sends with the renderer: the
 * window may connect only to the media servers configured in Settings. A loaded
 * page keeps the policy it came with, so when a new server is added the window
 * must reload to reach it (`refresh()` says so); a removed one is dropped at the
 * next load.
 */
export class RendererPolicy {
  #origins: readonly string[] = []

  constructor(private readonly mediaServerOrigins: () => Promise<string[]>) {}

  /** Reads the configured servers again; true when one was added since the last read. */
  async refresh(): Promise<boolean> {
    const before = new Set(this.#origins)
    this.#origins = await this.mediaServerOrigins()
    return this.#origins.some((origin) => !before.has(origin))
  }

  header(): string {
    return contentSecurityPolicy(this.#origins)
  }
}

/** What to run when the media servers change: read them again and reload the window if one was added. */
export function renewOnChange(policy: RendererPolicy, reload: () => void, onError: (error: unknown) => void): () => void {
  return () =>
    void policy
      .refresh()
      .then((added) => {
        if (added) reload()
      })
      .catch(onError)
}
