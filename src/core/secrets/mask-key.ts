/** What the renderer may see of a key or secret: `••••` and its last four characters. */
export function maskKey(apiKey: string): string {
  return `••••${apiKey.slice(-4)}`
}
