import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as salesRoute from '../../src/app/api/shows/[id]/tickets/sales/route'
import { HOUR_MS } from '../../src/lib/durations'
import { cancelGig } from '../../src/server/payments'
import { refundCancelledShows } from '../../src/server/tickets'
import { apiRequest, params, readBody } from '../helpers/api'
import { putGig } from '../helpers/gigs'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import { useStandIn } from '../helpers/payments'
import { askRefund } from '../helpers/ticketRefunds'
import {
  cleanupPayingMarket,
  paidOrder,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'

/*
 * The venue hears of the refunds its cancel caused (one notice per show, in its language, mailed
 * as its settings say), and its sales view counts the tickets fans gave back after a move.
 */
let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 3, 'refundvenue')
})
afterAll(() => cleanupPayingMarket(payload, m))

const venue = () => m.f.organizer
const venueNotices = async (gigId: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: { and: [{ user: { equals: venue().user.id } }, { gig: { equals: gigId } }] },
      depth: 0,
      pagination: false,
    })
  ).docs
/** The venue's mails about the refunds of the show titled `title` (not its booking's cancel). */
const refundMails = async (title: string) =>
  (await mailTo(venue().user.email)).filter(
    (mail) => mail.subject.includes(title) && /refunded|iade edildi/.test(mail.subject),
  )
const setVenue = (data: Record<string, unknown>) =>
  payload.update({ collection: 'users', id: venue().user.id, data })

describe("a cancelled show's venue", () => {
  it('is told once, in its language, how many tickets were refunded and how much', async () => {
    const [a, b] = m.fans
    await setVenue({ locale: 'tr', emailEvents: {} })
    const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
    await paidOrder(a!, show.id, type.id, 2)
    await paidOrder(b!, show.id, type.id, 1)

    expect(await cancelGig(payload, venue().user, String(show.id))).toMatchObject({
      status: 'cancelled',
    })
    // The cancel's job and the clock's sweep at once, then the job again (a retry).
    await Promise.all([refundCancelledShows(payload, show.id), refundCancelledShows(payload)])
    await refundCancelledShows(payload, show.id)
    await runQueuedJobs(payload)

    const notices = (await venueNotices(show.id)).filter((n) => n.type === 'showTicketsRefunded')
    expect(notices).toHaveLength(1)
    // ₺200 × 3 plus 5 % fees.
    expect(notices[0]!.values).toMatchObject({ gig: show.title, count: 3, amount: '₺630' })
    const refundsMail = await refundMails(show.title)
    expect(refundsMail).toHaveLength(1)
    expect(refundsMail[0]!.subject).toContain('3 bilet iade edildi')
    expect(refundsMail[0]!.text).toContain('toplam ₺630')
    expect(refundsMail[0]!.text).toContain(`/gigler/${show.id}`)
  })

  it('gets the notice in-app only when it switched its mail off, in English for an English venue', async () => {
    const [a] = m.fans
    await setVenue({ locale: 'en', emailEvents: { showTicketsRefunded: false } })
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000 })
    await paidOrder(a!, show.id, type.id, 1)
    await cancelGig(payload, venue().user, String(show.id))
    await refundCancelledShows(payload, show.id)
    await runQueuedJobs(payload)

    const notices = (await venueNotices(show.id)).filter((n) => n.type === 'showTicketsRefunded')
    expect(notices).toHaveLength(1)
    expect(notices[0]!.values).toMatchObject({ count: 1, amount: '₺105' })
    expect(await refundMails(show.title)).toEqual([])
    await setVenue({ emailEvents: {} })
  })

  it('hears nothing of a cancelled show that sold no ticket', async () => {
    const { show } = await sellingPaid(payload, m.f, { price: 10_000 })
    await cancelGig(payload, venue().user, String(show.id))
    await refundCancelledShows(payload, show.id)
    expect((await venueNotices(show.id)).map((n) => n.type)).not.toContain('showTicketsRefunded')
  })
})

describe("a moved show's sales view", () => {
  it('counts the tickets fans gave back, beside what is sold and held', async () => {
    const [a] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 20_000 })
    const orderId = await paidOrder(a!, show.id, type.id, 2)
    const later = new Date(Date.parse(show.date) + HOUR_MS).toISOString()
    expect((await putGig(show.id, { date: later }, venue().token)).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'tickets',
      where: { order: { equals: orderId } },
      depth: 0,
      sort: 'id',
    })
    expect((await askRefund(a!.token, docs[0]!.id)).status).toBe(200)

    const res = await salesRoute.GET(
      apiRequest(`/api/shows/${show.id}/tickets/sales?locale=en`, { token: venue().token }),
      params({ id: String(show.id) }),
    )
    const sales = (await readBody(res)).data as { types: { sold: number; refunded: number }[] }
    expect(sales.types[0]).toMatchObject({ sold: 1, refunded: 1 })
  })
})
