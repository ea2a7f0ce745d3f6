import { Forbidden, NotFound, ValidationError } from 'payload'

import { ApiError } from '../../http/ApiError'
import { POST_NOT_FOUND } from './postId'

/** Payload's errors as the API's: unknown post 404, refused 403, invalid field 400. */
export function toApiError(error: unknown): unknown {
  if (error instanceof NotFound) return new ApiError(404, POST_NOT_FOUND)
  if (error instanceof Forbidden) return new ApiError(403, 'AuthApi.forbidden')
  if (error instanceof ValidationError)
    return new ApiError(400, error.data.errors[0]?.message ?? 'Invalid blog post.')
  return error
}
