import { contentSecurityPolicy } from '../../shared/csp'

/**
 * The Content-Security-Policy both hosts send with the renderer (the desktop
 * app's `app://` handler, the browser host's static files): the page may
 * connect only to itself and to the media servers configured in Settings
 * (`SwitchboardConsole.mediaServerOrigins()`). A loaded page keeps the policy
 * it came with, so when a server is added the host must reload the page to
 * reach it (`refresh()` says so); a removed one is dropped at the next load.
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

/**
 * The host's `onMediaServersChanged`: reads the servers again and reloads the
 * page if one was added. Core awaits it before the command that changed them
 * answers, so the page is told to reload before it hears the answer.
 */
export function renewOnChange(policy: RendererPolicy, reload: () => void, onError: (error: unknown) => void): () => Promise<void> {
  return () =>
    policy.refresh().then(
      (added) => {
        if (added) reload()
      },
      onError,
    )
}
