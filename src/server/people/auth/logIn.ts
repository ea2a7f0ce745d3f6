import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { User } from '../../../payload-types'
import { fail, isFailure, type Failure } from '../../platform'
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
  const session = await withSessionsLocked(payload, input.email, null, (req) =>
    checkPassword(payload, input, req),
  )
  // The failed attempts are counted after the transaction has ended: the count lives in the
  // pool's other connections, and a transaction that waits for one of them while holding its own
  // starves the pool once as many logins as it has connections run at once (each holds one and
  // waits for another, and every request of the instance then hangs).
  if (isFailure(session) && session.kind === 'unauthenticated') {
    await Promise.all([
      countFailedLogin(input.email),
      // Only the refusal's timing depends on it: the answer stands if the lookup fails.
      spendUnknownAccountWork(payload, input.email, input.password).catch(() => undefined),
    ])
  } else if (!isFailure(session)) await forgetFailedLogins(input.email)
  return session
}

/** The session, or the refusal of a wrong email or password (its transaction then rolls back). */
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
    return toSession(token, user as User)
  } catch (error) {
    if (isPayloadAuthFailure(error)) return fail('unauthenticated', INVALID_CREDENTIALS_MESSAGE)
    throw error
  }
}
