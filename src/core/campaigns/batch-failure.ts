import { describeCallFailure, isApiError } from '../api'
import { CoreError, words } from '../errors/core-error'

/** A batch request's failure in a supervisor's words: a refused file, an unknown batch, or the agent's. */
export function describeBatchFailure(error: unknown, agentName: string): unknown {
  if (!isApiError(error)) return error
  const said = error.details ?? error.message
  if (error.status === 400 && error.code === 'VALIDATION_ERROR') {
    return new CoreError('invalid_csv', words('errors.campaigns.fileRefused', { said: said.replace(/[.!?]+$/, '') }), {
      status: 400,
      details: said,
    })
  }
  if (error.status === 413) {
    return new CoreError('csv_too_large', words('errors.campaigns.fileTooLarge'), { status: 413, details: said })
  }
  return describeCallFailure(error, agentName)
}

/** A batch id the service does not know (404), or any other failure as it is. */
export function describeBatchLookup(error: unknown, batchId: string): unknown {
  if (isApiError(error) && error.status === 404) {
    return new CoreError('batch_not_found', words('errors.campaigns.batchNotFound', { batch: batchId }), { status: 404 })
  }
  return error
}
