import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { ApiError } from '../../app/api/_http/ApiError'
import { isPayloadAuthFailure } from './isPayloadAuthFailure'
import { assertLoginAllowed, countFailedLogin, forgetFailedLogins } from './loginThrottle'
import type { LoginInput } from './schemas'
import { toSession, type Session } from './toSession'

export const INVALID_CREDENTIALS_MESSAGE = 'AuthApi.invalidCredentials'

/**
 * Email and password to a session. An unknown email and a wrong password answer alike (401), and
 * nothing locks an account: too many failures for one email answer 429 until the window passes.
 */
export async function loginUser(payload: Payload, input: LoginInput): Promise<Session> {
  await assertLoginAllowed(input.email)
  try {
    const { token, user } = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      overrideAccess: false,
    })
    if (!token) throw new ApiError(500, 'HardeningApi.sessionFailed')
    await forgetFailedLogins(input.email)
    return toSession(token, user as User)
  } catch (error) {
    if (isPayloadAuthFailure(error)) {
      await countFailedLogin(input.email)
      throw new ApiError(401, INVALID_CREDENTIALS_MESSAGE)
    }
    throw error
  }
}
