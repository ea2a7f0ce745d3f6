import 'server-only'

import { Forbidden, NotFound, ValidationError } from 'payload'

import { ApiError } from '../../../app/api/_http/ApiError'
import { fieldMessage } from '../../../app/api/_http/fieldMessage'

/** Whether a Local API call failed because the post does not exist (the caller answers null). */
export const isNotFound = (error: unknown) => error instanceof NotFound

/** Payload's other errors as the API's: refused 403, invalid field 400. */
export function toApiError(error: unknown): unknown {
  if (error instanceof Forbidden) return new ApiError(403, 'BlogAdminApi.forbidden')
  if (error instanceof ValidationError)
    return new ApiError(400, fieldMessage(error, 'BlogAdminApi.invalid'))
  return error
}
