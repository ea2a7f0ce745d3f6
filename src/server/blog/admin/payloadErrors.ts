import 'server-only'

import { Forbidden, NotFound, ValidationError } from 'payload'

import { fail, type Failure } from '../../platform'
import { fieldMessage } from '../../platform'

/** Whether a Local API call failed because the post does not exist (the caller answers null). */
export const isNotFound = (error: unknown) => error instanceof NotFound

export type PostFailure = Failure<'forbidden' | 'invalid'>

/** Payload's refusals as the domain's (forbidden, an invalid field); anything else is thrown. */
export function toPostFailure(error: unknown): PostFailure {
  if (error instanceof Forbidden) return fail('forbidden', 'BlogAdminApi.forbidden')
  if (error instanceof ValidationError)
    return fail('invalid', fieldMessage(error, 'BlogAdminApi.invalid'))
  throw error
}
