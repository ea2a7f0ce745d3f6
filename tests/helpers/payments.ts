import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import * as paymentRoute from '../../src/app/api/bookings/[id]/payment/route'
import * as contractRoute from '../../src/app/api/bookings/[id]/contract/route'
import * as paymentPdfRoute from '../../src/app/api/bookings/[id]/payment.pdf/route'
import * as problemRoute from '../../src/app/api/bookings/[id]/problem/route'
import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import * as payoutRoute from '../../src/app/api/me/payout/route'
import * as callbackRoute from '../../src/app/api/payments/callback/route'
import * as notifyRoute from '../../src/app/api/payments/notify/route'
import * as decisionRoute from '../../src/app/api/payments/[id]/decision/route'
import type { Gig } from '../../src/payload-types'
import {
  notificationSignature,
  STANDIN_KEYS,
  standInEnv,
  startIyzicoStandIn,
  type StandIn,
  type Totals,
} from '../../scripts/iyzicoStandin/standin'
import { liraToKurus } from '../../src/lib/money/kurus'
import { apiRequest, params, readBody } from './api'
import { bookThroughMarket, makeGig, type MarketActor, type MarketFixture } from './market'
import { hoursFrom, terms } from './termsApi'

type Reply = { status: number; headers: Headers; body: Awaited<ReturnType<typeof readBody>> }
const call = async (response: Promise<Response>): Promise<Reply> => {
  const res = await response
  return { status: res.status, headers: res.headers, body: await readBody(res) }
}
const at = (id: number | string) => params({ id: String(id) })

/** A valid Turkish IBAN and identity number (their check digits hold). */
export const GOOD_IBAN = 'TR33 0006 1005 1978 6457 8413 26'
export const GOOD_TCKN = '10000000146'

export const SUCCESS_CARD = '5528790000000008'
export const REFUSED_CARD = '4111111111111129'

/** Starts the iyzico stand-in and points the app's payments at it; `stop` undoes both. */
export async function useStandIn(): Promise<StandIn> {
  const standIn = await startIyzicoStandIn(0)
  Object.assign(process.env, standInEnv(standIn), { PAYOUT_ENCRYPTION_KEY: 'test-payout-key' })
  const stop = standIn.stop
  standIn.stop = async () => {
    for (const key of ['IYZICO_API_KEY', 'IYZICO_SECRET_KEY', 'IYZICO_BASE_URL'])
      delete process.env[key]
    await stop()
  }
  return standIn
}

/** The booking's pre-information form and contract, with the hash "pay" sends back. */
const readContract = (token: string | undefined, id: number, locale = 'en') =>
  call(
    contractRoute.GET(
      apiRequest(`/api/bookings/${id}/contract?locale=${locale}`, { token }),
      at(id),
    ),
  )

/** "Pay" with exactly `body` (the contract's hash, or a wrong one, or none). */
const payWith = (token: string, id: number, body: unknown, locale = 'en') =>
  call(
    paymentRoute.POST(
      apiRequest(`/api/bookings/${id}/payment?locale=${locale}`, {
        method: 'POST',
        token,
        body,
      }),
      at(id),
    ),
  )

/** The payments routes, called the way Next.js calls them. */
export const payments = {
  /** The caller's receipt or payout statement: the raw answer (a PDF, or an error's JSON). */
  pdf: (token: string | undefined, id: number, locale = 'en') =>
    paymentPdfRoute.GET(
      apiRequest(`/api/bookings/${id}/payment.pdf?locale=${locale}`, { token }),
      at(id),
    ),
  get: (token: string | undefined, id: number, locale = 'en') =>
    call(
      paymentRoute.GET(
        apiRequest(`/api/bookings/${id}/payment?locale=${locale}`, { token }),
        at(id),
      ),
    ),
  contract: readContract,
  payWith,
  /**
   * "Pay" as the organizer's screen does it: the contract read in `locale` and accepted (its hash
   * sent back), then the checkout; a contract that cannot be read sends no hash.
   */
  pay: async (token: string, id: number, locale = 'en') => {
    const read = await readContract(token, id, locale)
    const hash = (read.body.data as { hash?: string } | undefined)?.hash
    return payWith(token, id, hash ? { contract: hash } : {}, locale)
  },
  problem: (token: string, id: number, text: string, locale = 'en') =>
    call(
      problemRoute.POST(
        apiRequest(`/api/bookings/${id}/problem?locale=${locale}`, {
          method: 'POST',
          token,
          body: { text },
        }),
        at(id),
      ),
    ),
  cancel: (token: string, id: number, reason = 'Plans changed', locale = 'en') =>
    call(
      cancelRoute.POST(
        apiRequest(`/api/bookings/${id}/cancel?locale=${locale}`, {
          method: 'POST',
          token,
          body: { reason },
        }),
        at(id),
      ),
    ),
  getPayout: (token: string) =>
    call(payoutRoute.GET(apiRequest('/api/me/payout', { token }), undefined)),
  putPayout: (token: string, body: unknown, locale = 'en') =>
    call(
      payoutRoute.PUT(
        apiRequest(`/api/me/payout?locale=${locale}`, { method: 'PUT', token, body }),
        undefined,
      ),
    ),
  decide: (token: string, paymentId: number, body: unknown) =>
    call(
      decisionRoute.POST(
        apiRequest(`/api/payments/${paymentId}/decision?locale=en`, {
          method: 'POST',
          token,
          body,
        }),
        at(paymentId),
      ),
    ),
  /** iyzico's signed notification of a paid page (`signature` overrides the valid one). */
  notify: (token: string, signature?: string) => {
    const body = {
      paymentConversationId: 'x',
      token,
      status: 'SUCCESS',
      iyziEventType: 'CHECKOUT_FORM_AUTH',
      iyziPaymentId: '1',
    }
    return call(
      notifyRoute.POST(
        apiRequest('/api/payments/notify', {
          method: 'POST',
          body,
          headers: {
            'x-iyz-signature-v3': signature ?? notificationSignature(STANDIN_KEYS.secretKey, body),
          },
        }),
        undefined,
      ),
    )
  },
  /** The provider's page posting the token back, as the browser would. */
  callback: (token: string) =>
    callbackRoute.POST(
      apiRequest('/api/payments/callback?locale=en', {
        method: 'POST',
        rawBody: new URLSearchParams({ token }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      undefined,
    ),
}

/**
 * An individual payee's details. Exempt from the e-commerce withholding (Income Tax Law 20/B), so
 * the payment tests' figures are the fee less the commission; tests/int/payments.payee*.int.spec.ts
 * cover payees who bear the withholding.
 */
export const personPayout = (overrides: Record<string, unknown> = {}) => ({
  payeeType: 'individual',
  taxStatus: 'exempt',
  legalName: 'Deniz Işık',
  iban: GOOD_IBAN,
  identityNumber: GOOD_TCKN,
  address: 'Moda Cad. 1, Kadıköy',
  city: 'İstanbul',
  ...overrides,
})

let nearBookingsMade = 0
/** Up to three days later than asked for, in turn: near bookings of one artist on days of their own. */
const nearDay = (daysAhead: number) => daysAhead + (nearBookingsMade++ % 4)

/**
 * A booking of `f.artist` for a gig of `f.organizer` (at `venueProfile` when given) starting in
 * `daysAhead` days, with terms of a fixed fee `lira` and `policy` proposed and confirmed. An
 * artist cannot be booked twice on one day, so no two bookings share one: one 21 days or more
 * ahead (past every policy's window, so the day never changes a split) takes `makeGig`'s next
 * free day a month ahead; a nearer one takes `daysAhead` plus 0 to 3 days in turn (3 days ahead
 * stays inside the moderate policy's week). Answers the booking's and gig's ids.
 */
export async function confirmedBooking(
  payload: Payload,
  f: MarketFixture,
  {
    lira = 5000,
    policy = 'moderate',
    daysAhead = 30,
    artist = f.artist as MarketActor,
    venueProfile = undefined as number | undefined,
  } = {},
): Promise<{ bookingId: number; gig: Gig; applicationId: number }> {
  const gig = await makeGig(payload, f.organizer.user, {
    ...(daysAhead < 21
      ? { date: new Date(Date.now() + nearDay(daysAhead) * 24 * 60 * 60 * 1000).toISOString() }
      : {}),
    ...(venueProfile ? { venueProfile } : {}),
  })
  const { booking, applicationId } = await bookThroughMarket(payload, f.organizer, artist, gig.id)
  const bookingId = booking.id
  const proposed = await terms.propose(f.organizer.token, bookingId, {
    fee: { type: 'fixed', amount: liraToKurus(lira) },
    setLengthMinutes: 60,
    loadInAt: hoursFrom(gig.date, -3),
    soundcheckAt: hoursFrom(gig.date, -2),
    setAt: gig.date,
    provides: {},
    cancellationPolicy: policy,
  })
  if (proposed.status !== 200) throw new Error(`propose: ${JSON.stringify(proposed.body)}`)
  const confirmed = await terms.confirm(artist.token, bookingId)
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`)
  return { bookingId, gig, applicationId }
}

/** Fills the stand-in's card form of `checkoutUrl` with `card` and answers the token it posts back. */
export async function payOnStandIn(checkoutUrl: string, card = SUCCESS_CARD): Promise<string> {
  const page = await fetch(checkoutUrl)
  if (!page.ok) throw new Error(`checkout page ${page.status}`)
  const html = await page.text()
  for (const field of ['cardHolderName', 'cardNumber', 'expireMonth', 'expireYear', 'cvc'])
    if (!html.includes(`name="${field}"`)) throw new Error(`the form has no ${field}`)
  const posted = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      cardHolderName: 'Test Organizer',
      cardNumber: card,
      expireMonth: '12',
      expireYear: '2030',
      cvc: '123',
    }).toString(),
  })
  const back = await posted.text()
  const token = back.match(/name="token" value="([^"]+)"/)?.[1]
  if (!token) throw new Error('the stand-in posted no token back')
  return token
}

/** Pays booking `bookingId` end to end as `organizer`: checkout, the card form, the callback. */
export async function payBooking(organizer: MarketActor, bookingId: number, card = SUCCESS_CARD) {
  const started = await payments.pay(organizer.token, bookingId)
  if (started.status !== 200) throw new Error(`pay: ${JSON.stringify(started.body)}`)
  const { checkoutUrl } = started.body.data as { checkoutUrl: string }
  const token = await payOnStandIn(checkoutUrl, card)
  const back = await payments.callback(token)
  return { token, checkoutUrl, location: back.headers.get('location') ?? '' }
}

/**
 * Moves gig `gigId` to have started `hoursAgo` hours ago, in the database (the site refuses a gig
 * dated in the past): a problem can be reported only once the gig has started.
 */
export async function gigStarted(payload: Payload, gigId: number, hoursAgo = 2) {
  const started = new Date(Date.now() - hoursAgo * 3600_000).toISOString()
  await (payload.db as unknown as PostgresAdapter).drizzle.execute(
    sql`update gigs set date = ${started} where id = ${gigId}`,
  )
}

/** The payment row of a booking, as stored. */
export const paymentOf = async (payload: Payload, bookingId: number) =>
  (
    await payload.find({
      collection: 'payments',
      where: { booking: { equals: bookingId } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!

/** Every movement of the payment's ledger sums to zero, and the balances add up to the charge. */
export async function ledgerOf(payload: Payload, paymentId: number) {
  const { docs } = await payload.find({
    collection: 'ledger-entries',
    where: { payment: { equals: paymentId } },
    pagination: false,
    depth: 0,
  })
  const byMovement = new Map<string, number>()
  for (const entry of docs)
    byMovement.set(entry.movement, (byMovement.get(entry.movement) ?? 0) + entry.amount)
  return { entries: docs, movementSums: [...byMovement.values()] }
}

/** Removes payments and payout details of the fixture's users before the market's cleanup. */
export async function cleanupPayments(payload: Payload, users: number[]) {
  const { docs } = await payload.find({
    collection: 'payments',
    where: { organizer: { in: users } },
    pagination: false,
    depth: 0,
  })
  const ids = docs.map((p) => p.id)
  // Attempts and operations are records nobody deletes on the site; the tests clear their own.
  await payload.delete({
    collection: 'payment-operations',
    where: { payment: { in: ids } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'checkout-attempts',
    where: { payment: { in: ids } },
    overrideAccess: true,
  })
  await payload.delete({ collection: 'payments', where: { organizer: { in: users } } })
  await payload.delete({ collection: 'payout-details', where: { user: { in: users } } })
}

type Fault = {
  op: 'initialize' | 'retrieve' | 'refund' | 'approve' | 'updateItem' | 'notify' | '*'
  mode: 'errorBeforeWork' | 'timeoutAfterWork' | 'delay'
  count?: number
  delayMs?: number
}

/** Sets a fault on the stand-in through its test-only control path. */
export async function standInFault(standIn: StandIn, fault: Fault) {
  const res = await fetch(`${standIn.url}/_standin/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!res.ok) throw new Error(`fault: ${res.status}`)
}

/** Clears the stand-in's faults. */
export const clearFaults = (standIn: StandIn) =>
  fetch(`${standIn.url}/_standin/faults`, { method: 'DELETE' })

/** What the stand-in holds, as its control path answers it. */
export const standInTotals = async (standIn: StandIn): Promise<Totals> =>
  (await fetch(`${standIn.url}/_standin/totals`)).json() as Promise<Totals>

/**
 * For each booking's basket, the provider's captured − refunded against the ledger's charges −
 * refunds over the booking's payment (every attempt), and the provider's released against the
 * artist's released share. Answers the baskets that disagree (empty: money is conserved).
 */
export async function conservationGaps(payload: Payload, standIn: StandIn, bookingIds: number[]) {
  const totals = await standInTotals(standIn)
  const gaps: string[] = []
  for (const bookingId of bookingIds) {
    const provider = totals.byBasket[`booking-${bookingId}`] ?? {
      captured: 0,
      refunded: 0,
      released: 0,
    }
    const payment = (
      await payload.find({
        collection: 'payments',
        where: { booking: { equals: bookingId } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    const { docs } = payment
      ? await payload.find({
          collection: 'ledger-entries',
          where: { payment: { equals: payment.id } },
          pagination: false,
          depth: 0,
        })
      : { docs: [] }
    const sum = (account: string, kind: string) =>
      docs.filter((e) => e.account === account && e.kind === kind).reduce((t, e) => t + e.amount, 0)
    const ledgerNet = sum('escrow', 'charge') - sum('organizer', 'refund')
    const providerNet = provider.captured - provider.refunded
    if (ledgerNet !== providerNet)
      gaps.push(`booking ${bookingId}: provider holds ${providerNet}, ledger ${ledgerNet}`)
    if (sum('artist', 'release') !== provider.released)
      gaps.push(
        `booking ${bookingId}: provider released ${provider.released}, ledger ${sum('artist', 'release')}`,
      )
  }
  return gaps
}
