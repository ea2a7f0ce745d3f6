import 'server-only'

/**
 * How many proxies in front of the app to trust: `TRUST_PROXY=N` (default 0, the app faces the
 * clients itself). Read on every call so tests and operators can change it without a restart.
 */
function trustedProxies(): number {
  const value = Number(process.env.TRUST_PROXY ?? 0)
  return Number.isInteger(value) && value > 0 ? value : 0
}

/**
 * The address a request came from, for rate limits and consent records. The launcher's preload
 * (`scripts/forward-socket-address.cjs`) appends the socket's address to `X-Forwarded-For`, so the
 * chain's last entry is the peer that connected to us; anything to its left was written by that
 * peer. With `TRUST_PROXY=N`, the N nearest peers are our proxies, each appending the address it
 * saw: the client is the entry N places from the right. Entries further left are never trusted,
 * so a client that writes its own header cannot change its address.
 */
export function clientAddress(request: { headers: Headers }): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (chain.length === 0) return 'unknown'
  const index = Math.max(chain.length - 1 - trustedProxies(), 0)
  return normalizeAddress(chain[index])
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
const normalizeAddress = (address: string) =>
  address.replace(/^::ffff:(?=\d+\.)/i, '').toLowerCase()
