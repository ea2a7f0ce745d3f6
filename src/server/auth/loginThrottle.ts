import 'server-only'

import { limiterFor, tooManyRequests } from '../../app/api/_http/rateLimit'

// Failed logins are counted per email address, whether or not an account has it, so the answer
// never tells which emails exist. Past the limit the address waits out the window (429 with
// Retry-After); nothing locks the account, and the count resets after a successful login.
const accountKey = (email: string) => email.trim().toLowerCase()

/** 429 while this email has used up its failed attempts. */
export async function assertLoginAllowed(email: string): Promise<void> {
  const limiter = await limiterFor('loginAccount')
  const used = await limiter.get(accountKey(email))
  if (used && used.remainingPoints <= 0 && used.msBeforeNext > 0)
    throw tooManyRequests(used, 'HardeningApi.tooManyLoginAttempts')
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
