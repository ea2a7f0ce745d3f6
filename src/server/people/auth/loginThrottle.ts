import 'server-only'

import { RateLimiterRes } from 'rate-limiter-flexible'

import { fail, type Failure } from '../../platform'
import { limiterFor, secondsToWait } from '../../platform'

// Failed logins are counted per email address, whether or not an account has it, so the answer
// never tells which emails exist. Past the limit the address waits out the window (tooMany, with
// the seconds to wait); nothing locks the account, and the count resets after a successful login.
const accountKey = (email: string) => email.trim().toLowerCase()

/** tooMany while this email has used up its failed attempts, else null. */
export async function loginRefusal(email: string): Promise<Failure<'tooMany'> | null> {
  const limiter = await limiterFor('loginAccount')
  const used = await limiter.get(accountKey(email))
  if (!used || used.remainingPoints > 0 || used.msBeforeNext <= 0) return null
  const seconds = secondsToWait(used as RateLimiterRes)
  return fail('tooMany', 'HardeningApi.tooManyLoginAttempts', {
    retryAfter: seconds,
    values: { seconds },
  })
}

/** Counts a failed login for this email. */
export async function countFailedLogin(email: string): Promise<void> {
  const limiter = await limiterFor('loginAccount')
  await limiter.penalty(accountKey(email), 1)
}

/** A successful login clears the email's failed attempts. */
export async function forgetFailedLogins(email: string): Promise<void> {
  const limiter = await limiterFor('loginAccount')
  await limiter.delete(accountKey(email))
}
