/** A refusal the Bridge passes to the UI as is (`code` and `message`, see dispatch.ts). */
export class OutboxError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'OutboxError'
  }
}
