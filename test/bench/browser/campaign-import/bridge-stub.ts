/** The import reads no Bridge; the page has no host to talk to. */
export const bridge = {
  invoke: () => Promise.resolve({ ok: false, error: { code: 'bench', message: 'no host in the benchmark' } }),
  on: () => () => undefined,
}
