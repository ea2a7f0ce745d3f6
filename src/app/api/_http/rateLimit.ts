import 'server-only'

import { RateLimiterRes } from 'rate-limiter-flexible'

import type { MessageKey } from '@/server/platform'
import { limiterFor, secondsToWait, type RateLimitedAction } from '@/server/platform'

import { ApiError } from './ApiError'
import { clientAddress } from '@/lib/http/clientAddress'

/** A rejection from the limiter to a 429 (with Retry-After); store failures go on as they are. */
function tooManyRequests(rejection: unknown, key: MessageKey = 'HardeningApi.tooManyRequests') {
  if (!(rejection instanceof RateLimiterRes)) return rejection
  const retryAfter = secondsToWait(rejection)
  return new ApiError(429, key, { retryAfter }, { seconds: retryAfter })
}

/** Counts one request of `action` from the client's address; 429 past the limit. */
export async function rateLimit(request: Request, action: RateLimitedAction): Promise<void> {
  const limiter = await limiterFor(action)
  await limiter.consume(clientAddress(request)).catch((rejection: unknown) => {
    throw tooManyRequests(rejection)
  })
}

/**
 * Counts one request of `action` from the client's address and one from the account: changing
 * address does not lift an account's limit, and many accounts behind one address share its limit.
 */
export async function rateLimitAccount(
  request: Request,
  action: RateLimitedAction,
  userId: number,
): Promise<void> {
  const limiter = await limiterFor(action)
  for (const key of [clientAddress(request), `account:${userId}`])
    await limiter.consume(key).catch((rejection: unknown) => {
      throw tooManyRequests(rejection)
    })
}

/**
 * Counts one request of `action` from the account alone, for a route whose address limit is
 * counted apart (`rateLimit` with an action of its own): many phones of one door share an address.
 */
export async function rateLimitOnAccount(action: RateLimitedAction, userId: number): Promise<void> {
  const limiter = await limiterFor(action)
  await limiter.consume(`account:${userId}`).catch((rejection: unknown) => {
    throw tooManyRequests(rejection)
  })
}
