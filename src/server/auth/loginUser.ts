import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { ApiError } from '../http/ApiError'
import { isPayloadAuthFailure, isPayloadLockedAuth } from './isPayloadAuthFailure'
import type { LoginInput } from './schemas'
import { toSession, type Session } from './toSession'

export const INVALID_CREDENTIALS_MESSAGE = 'AuthApi.invalidCredentials'
export const LOCKED_MESSAGE =
  'This account is locked after too many failed login attempts. Please try again in 15 minutes.'

/** Email and password to a session; an unknown email and a wrong password answer alike. */
export async function loginUser(payload: Payload, input: LoginInput): Promise<Session> {
  try {
    const { token, user } = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      overrideAccess: false,
    })
    if (!token) throw new ApiError(500, 'Could not start a session.')
    return toSession(token, user as User)
  } catch (error) {
    if (isPayloadLockedAuth(error)) throw new ApiError(423, LOCKED_MESSAGE)
    if (isPayloadAuthFailure(error)) throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE)
    throw error
  }
}
