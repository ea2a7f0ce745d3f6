import 'server-only'

import { lookup as dnsLookup } from 'node:dns/promises'
import { request, type RequestOptions } from 'node:https'
import type { IncomingMessage } from 'node:http'

import type { CalendarFetchFailure } from '../../../../lib/availability/calendarStatus'
import { checkHost, type LookupAll } from './addressGuard'

/** The fetcher's limits: a feed past them is refused, whatever it holds. */
const CALENDAR_FETCH_LIMITS = { maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000, redirects: 3 }

export type FetchedCalendar =
  { ok: true; text: string } | { ok: false; failure: CalendarFetchFailure; httpStatus?: number }

export type FetchOptions = {
  /** Resolves a host name to all its addresses (a stub in the guard's unit test). */
  lookup?: LookupAll
  /** Extra certificate authorities to trust (PEM), for a test server's self-signed certificate. */
  ca?: string
  /** Origins (`https://127.0.0.1:4431`) the address guard lets through. Test equipment only. */
  trustedOrigins?: string[]
  maxBytes?: number
  timeoutMs?: number
}

const systemLookup: LookupAll = (hostname) => dnsLookup(hostname, { all: true, verbatim: true })

/**
 * Test equipment: outside production the integration tests' local https server (on 127.0.0.1,
 * which the guard refuses) is reached through CALENDAR_FETCH_TRUSTED_ORIGINS (comma-separated
 * origins) with its certificate authority in CALENDAR_FETCH_CA (PEM). In production both are
 * ignored, so no setting can open the guard there.
 */
function testEquipment(): Pick<FetchOptions, 'ca' | 'trustedOrigins'> {
  if (process.env.NODE_ENV === 'production') return {}
  const origins = (process.env.CALENDAR_FETCH_TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
  return { trustedOrigins: origins, ca: process.env.CALENDAR_FETCH_CA || undefined }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * GETs an external calendar: `https` only, at most 3 redirects (each checked like the first
 * address), every host's addresses checked by the guard before any connection and the connection
 * made to the checked address itself, at most 2 MB (counted while reading) within 10 s in all.
 * Answers the text or why not; never throws, and never logs or returns the address.
 */
export async function fetchCalendar(
  address: string,
  options: FetchOptions = {},
): Promise<FetchedCalendar> {
  const { trustedOrigins = [], ca, ...rest } = { ...testEquipment(), ...options }
  const lookup = rest.lookup ?? systemLookup
  const maxBytes = rest.maxBytes ?? CALENDAR_FETCH_LIMITS.maxBytes
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), rest.timeoutMs ?? CALENDAR_FETCH_LIMITS.timeoutMs)
  try {
    let url: URL
    try {
      url = new URL(address)
    } catch {
      return { ok: false, failure: 'notHttps' }
    }
    for (let hop = 0; hop <= CALENDAR_FETCH_LIMITS.redirects; hop++) {
      if (url.protocol !== 'https:') return { ok: false, failure: 'notHttps' }
      const trusted = trustedOrigins.includes(url.origin)
      const checked = await checkHost(url.hostname, lookup, trusted)
      if (abort.signal.aborted) return { ok: false, failure: 'timeout' }
      if (!checked.ok) return { ok: false, failure: checked.failure }
      const response = await get(url, checked.address, ca, abort.signal)
      const status = response.statusCode ?? 0
      if (REDIRECTS.has(status)) {
        response.destroy()
        const location = response.headers.location
        if (!location) return { ok: false, failure: 'httpStatus', httpStatus: status }
        url = new URL(location, url)
        continue
      }
      if (status < 200 || status > 299) {
        response.destroy()
        return { ok: false, failure: 'httpStatus', httpStatus: status }
      }
      return await readCapped(response, maxBytes)
    }
    return { ok: false, failure: 'tooManyRedirects' }
  } catch {
    return { ok: false, failure: abort.signal.aborted ? 'timeout' : 'network' }
  } finally {
    clearTimeout(timer)
  }
}

/** One GET to `address` (already checked) for `url`, the certificate checked against its host. */
function get(url: URL, address: string, ca: string | undefined, signal: AbortSignal) {
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  const isLiteral = hostname === address
  const options: RequestOptions = {
    host: address,
    port: url.port || 443,
    path: `${url.pathname}${url.search}`,
    method: 'GET',
    headers: { host: url.host, accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Sahne-Calendar' },
    // SNI and the certificate's name check use the host's name, never the pinned address.
    servername: isLiteral ? undefined : hostname,
    ...(ca ? { ca } : {}),
    agent: false,
    signal,
  }
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(options, resolve)
    req.on('error', reject)
    req.end()
  })
}

/** The body as text, refused as soon as it passes `maxBytes` (declared or counted). */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<FetchedCalendar> {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy()
    return { ok: false, failure: 'tooLarge' }
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      response.destroy()
      return { ok: false, failure: 'tooLarge' }
    }
    chunks.push(chunk)
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}
