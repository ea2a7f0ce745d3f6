import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'
import { isPayloadAuthFailure } from './isPayloadAuthFailure'
import { countFailedLogin, forgetFailedLogins, loginRefusal } from './loginThrottle'
import type { LoginInput } from './schemas'
import { spendUnknownAccountWork } from './spendUnknownAccountWork'
import { toSession, type Session } from './toSession'
import { withSessionsLocked } from './withSessionsLocked'

const INVALID_CREDENTIALS_MESSAGE = 'AuthApi.invalidCredentials'

export type LoginFailure = Failure<'unauthenticated' | 'tooMany' | 'failed'>

/**
 * Email and password to a session. An unknown email and a wrong password answer alike
 * (unauthenticated), and nothing locks an account: too many failures for one email answer
 * tooMany until the window passes.
 */
export async function logIn(payload: Payload, input: LoginInput): Promise<Session | LoginFailure> {
  const refusal = await loginRefusal(input.email)
  if (refusal) return refusal
  return withSessionsLocked(payload, input.email, null, (req) => checkPassword(payload, input, req))
}

async function checkPassword(
  payload: Payload,
  input: LoginInput,
  req: PayloadRequest,
): Promise<Session | LoginFailure> {
  try {
    const { token, user } = await payload.login({
      collection: 'users',
      data: { email: input.email, password: input.password },
      overrideAccess: false,
      req,
    })
    if (!token) return fail('failed', 'HardeningApi.sessionFailed')
    await forgetFailedLogins(input.email)
    return toSession(token, user as User)
  } catch (error) {
    if (isPayloadAuthFailure(error)) {
      await Promise.all([
        countFailedLogin(input.email),
        // Only the refusal's timing depends on it: the answer stands if the lookup fails.
        spendUnknownAccountWork(payload, input.email, input.password).catch(() => undefined),
      ])
      return fail('unauthenticated', INVALID_CREDENTIALS_MESSAGE)
    }
    throw error
  }
}
