/** The transcript's view reads the display zone, whose module imports the Bridge; the page has no host to talk to. */
export const bridge = {
  invoke: () => Promise.resolve({ ok: false, error: { code: 'bench', message: 'no host in the benchmark' } }),
  on: () => () => undefined,
}

/** The language setting, as the window's first script reads it: no host, so the computer's language. */
export const currentLanguage = { read: () => bridge.invoke().then((result) => ({ result, since: [] })) }
