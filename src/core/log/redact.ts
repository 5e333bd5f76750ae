/**
 * The redactor every log line passes through. It removes what a key or token
 * looks like (headers, bearer tokens, JWTs such as LiveKit access tokens) and,
 * to be safe against formats we did not foresee, every secret the process has
 * registered (API keys loaded from the keychain).
 */
const REDACTED = '[redacted]'

/** Shorter strings would blank out ordinary words in the logs. */
const MIN_SECRET_LENGTH = 4

const secrets = new Map<string, number>()

const PATTERNS: readonly [RegExp, string][] = [
  // Header or field forms: `x-api-key: v`, `"x-api-key":"v"`, `apiKey=v`, `api_key: 'v'`.
  [/((?:x-)?api[-_]?key["']?\s*[:=]\s*["']?)[^\s"',;&}]+/gi, `$1${REDACTED}`],
  [/(\bbearer\s+)[A-Za-z0-9\-._~+/]+=*/gi, `$1${REDACTED}`],
  [/\beyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, REDACTED],
  [/([?&](?:token|access_token|key)=)[^&\s"']+/gi, `$1${REDACTED}`],
]

/**
 * Registers a secret so that it never appears in a log line. Returns a function
 * that unregisters it (the registration is counted, so two holders of the same
 * key do not unregister each other).
 */
export function registerSecret(secret: string): () => void {
  if (secret.length < MIN_SECRET_LENGTH) return () => undefined
  secrets.set(secret, (secrets.get(secret) ?? 0) + 1)
  let registered = true
  return () => {
    if (!registered) return
    registered = false
    const count = (secrets.get(secret) ?? 1) - 1
    if (count <= 0) secrets.delete(secret)
    else secrets.set(secret, count)
  }
}

export function redact(text: string): string {
  let out = text
  for (const secret of secrets.keys()) {
    out = out.split(secret).join(REDACTED)
    const encoded = encodeURIComponent(secret)
    if (encoded !== secret) out = out.split(encoded).join(REDACTED)
  }
  for (const [pattern, replacement] of PATTERNS) out = out.replace(pattern, replacement)
  return out
}
