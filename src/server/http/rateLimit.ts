import { RateLimiterMemory } from 'rate-limiter-flexible'

import { ApiError } from './ApiError'

/** Requests per IP per window for each limited action; RATE_LIMIT_<NAME>=points/seconds overrides. */
const DEFAULTS = {
  login: [10, 60],
  register: [5, 60],
  google: [10, 60],
  comments: [10, 60],
  subscribe: [5, 60],
  contact: [5, 60],
  profile: [30, 60],
  photo: [10, 60],
  follow: [60, 60],
} as const

export type RateLimitedAction = keyof typeof DEFAULTS

const limiters = new Map<RateLimitedAction, RateLimiterMemory>()

function limiterFor(action: RateLimitedAction): RateLimiterMemory {
  let limiter = limiters.get(action)
  if (!limiter) {
    const [points, duration] = (process.env[`RATE_LIMIT_${action.toUpperCase()}`] ?? '')
      .split('/')
      .map(Number)
    limiter = new RateLimiterMemory({
      keyPrefix: action,
      points: points > 0 ? points : DEFAULTS[action][0],
      duration: duration > 0 ? duration : DEFAULTS[action][1],
    })
    limiters.set(action, limiter)
  }
  return limiter
}

/** The client's IP as the proxy in front of the app reports it. */
export const clientIp = (request: Request): string =>
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
  request.headers.get('x-real-ip') ||
  'unknown'

/** Counts one request of `action` from the client's IP; 429 past the limit. */
export async function rateLimit(request: Request, action: RateLimitedAction): Promise<void> {
  try {
    await limiterFor(action).consume(clientIp(request))
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection
    const retryAfter = Math.ceil(
      ((rejection as { msBeforeNext?: number }).msBeforeNext ?? 1000) / 1000,
    )
    throw new ApiError(429, 'Too many requests. Please try again later.', { retryAfter })
  }
}

/** For tests: forget every counter. */
export const resetRateLimits = () => limiters.clear()
