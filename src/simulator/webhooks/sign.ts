import { createHmac } from 'node:crypto'

export const SIGNATURE_HEADER = 'X-Service-Signature'

/** `sha256=<hex HMAC-SHA256 of the raw body>`, keyed with the webhook secret. */
export function signatureOf(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`
}
