/**
 * A failure the Bridge passes to the view as is (`dispatch` keeps an error's
 * string `code` and `message`): the message is the sentence the supervisor reads.
 */
export class CallbackError extends Error {
  override readonly name = 'CallbackError'

  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly details?: string,
  ) {
    super(message)
  }
}
