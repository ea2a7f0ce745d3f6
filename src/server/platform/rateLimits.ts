import 'server-only'

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { appPayload } from './payload/appPayload'

/**
 * Points per window (seconds) for each limited action; RATE_LIMIT_<NAME>=points/seconds
 * overrides (`RATE_LIMIT_LOGIN_ACCOUNT` for `loginAccount`). All but `loginAccount` count
 * requests per client address; `loginAccount` counts failed logins per email address.
 */
const DEFAULTS = {
  login: [10, 60],
  loginAccount: [10, 600],
  register: [5, 60],
  google: [10, 60],
  comments: [10, 60],
  subscribe: [5, 60],
  contact: [5, 60],
  forgot: [5, 60],
  reset: [10, 60],
  // Per email address, not IP, and silent: no one can fill an inbox with confirmations or resets.
  optinMail: [3, 60 * 60],
  resetMail: [3, 60 * 60],
  gigs: [20, 60],
  profile: [30, 60],
  photo: [10, 60],
  follow: [60, 60],
  reviews: [20, 60],
  going: [60, 60],
  cityRequests: [10, 60],
  // A hold is one request per fan at an on-sale; many fans may share one address (a campus).
  ticketHolds: [60, 60],
  ticketTypes: [20, 60],
  // Per account too: each transfer mails an address the fan typed.
  ticketTransfers: [20, 60 * 60],
  // Per account: each phone at the door (the venue's, each invited staff's) ten scans a second,
  // an offline queue's burst included.
  doorScans: [600, 60],
  // Per address: a venue's phones share its address (its Wi-Fi), and a door letting a crowd in
  // reads well over a thousand codes a minute across them.
  doorScanAddresses: [3000, 60],
  // Each invitation mails an address.
  doorInvites: [30, 60 * 60],
  // Each save queues a fetch of the address: a page of saves must not turn the worker into a crawler.
  calendar: [20, 60],
  // Counted per client address and per account (`rateLimitAccount`).
  messages: [10, 60],
  invitations: [20, 60 * 60],
  // Each export asked for makes the worker collect an account's whole history.
  dataExport: [3, 60 * 60],
  dataRequests: [5, 60 * 60],
} as const

export type RateLimitedAction = keyof typeof DEFAULTS

/** The table the committed migration creates; every app instance counts in it. */
const RATE_LIMIT_TABLE = 'rate_limits'

const envName = (action: RateLimitedAction) =>
  `RATE_LIMIT_${action.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`

/**
 * A limiter for `action` over `pool` (a pg Pool, Payload's own `payload.db.pool`): two app
 * instances on one database share their counts.
 */
export function createRateLimiter(
  action: RateLimitedAction,
  pool: unknown,
  keyPrefix: string = action,
) {
  const [points, duration] = (process.env[envName(action)] ?? '').split('/').map(Number)
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix,
    points: points > 0 ? points : DEFAULTS[action][0],
    duration: duration > 0 ? duration : DEFAULTS[action][1],
  })
}

let generation = ''
const limiters = new Map<RateLimitedAction, RateLimiterPostgres>()

export async function limiterFor(action: RateLimitedAction): Promise<RateLimiterPostgres> {
  let limiter = limiters.get(action)
  if (!limiter) {
    const { pool } = (await appPayload()).db as { pool?: unknown }
    limiter = createRateLimiter(action, pool, `${action}${generation}`)
    limiters.set(action, limiter)
  }
  return limiter
}

/** Seconds until a limiter's rejection lets the key through again (at least 1). */
export const secondsToWait = (rejection: RateLimiterRes): number =>
  Math.max(Math.ceil(rejection.msBeforeNext / 1000), 1)

/** For tests: start counting afresh (new keys; old rows expire on their own). */
export function resetRateLimits(): void {
  generation = `:${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  limiters.clear()
}

/**
 * Counts one use of `action` for `key` (an email address, not the address); false past the limit.
 * For limits the client must not notice: the answer is the same either way.
 */
export async function withinLimit(action: RateLimitedAction, key: string): Promise<boolean> {
  const limiter = await limiterFor(action)
  try {
    await limiter.consume(key)
    return true
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false
    throw rejection
  }
}
