import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as settingsRoute from '../../src/app/api/me/settings/route'
import { alertOnSale } from '../../src/server/tickets'
import { apiRequest } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import { bookedGig } from '../helpers/shows'
import {
  cleanupSellingMarket,
  sellingMarket,
  tickets,
  typeInput,
  venueOf,
  type SellingMarket,
} from '../helpers/tickets'

let payload: Payload
let m: SellingMarket

/** The fan's settings saved through the route, as /profil saves them (consent recorded). */
const saveSettings = async (token: string, body: unknown) => {
  const response = await settingsRoute.PUT(
    apiRequest('/api/me/settings?locale=tr', { method: 'PUT', token, body }),
    undefined,
  )
  if (response.status !== 200) throw new Error(await response.text())
}

/** The on-sale notices of `user` about `gig` (a follower also hears of the booking itself). */
const noticesOf = async (user: number, gig: number) =>
  (
    await payload.find({
      collection: 'notifications',
      where: {
        and: [
          { user: { equals: user } },
          { gig: { equals: gig } },
          { type: { equals: 'ticketsOnSale' } },
        ],
      },
      depth: 0,
    })
  ).docs.map((notice) => notice.type)

/** The on-sale mails to `address` (a follower is also mailed of the booking itself). */
const onSaleMails = async (address: string) =>
  (await mailTo(address)).filter((mail) =>
    /^Sahne: (Biletler satışta|Tickets on sale)/.test(mail.subject),
  )

/** A show in Eskişehir (a city no other test's fans live in), its artist the fixture's. */
async function eskisehirShow() {
  const venue = await venueOf(payload, m.f, 100)
  const gig = await bookedGig(payload, m.f, { venueProfile: venue.id, city: 'eskisehir' })
  // A notice names the venue by its profile's name.
  return { ...gig, venue: venue.name }
}

beforeAll(async () => {
  payload = await getTestPayload()
  m = await sellingMarket(payload, 4, 'alerts')
  const [follower, nearby, elsewhere, optedFollower] = m.fans
  for (const fan of [follower!, optedFollower!])
    await payload.create({
      collection: 'follows',
      data: { follower: fan.user.id, artist: m.f.artist.profile.id },
    })
  await saveSettings(nearby!.token, { city: 'eskisehir', onSaleAlerts: true })
  await saveSettings(elsewhere!.token, { city: 'izmir', onSaleAlerts: true })
  await saveSettings(optedFollower!.token, { locale: 'en', onSaleAlerts: true })
})
afterAll(async () => {
  await payload.delete({
    collection: 'follows',
    where: { follower: { in: m.fans.map((fan) => fan.user.id) } },
  })
  await cleanupSellingMarket(payload, m)
})

describe('on-sale alerts', () => {
  it('tell the lineup’s followers and the city’s opted-in fans once; mail only with the opt-in', async () => {
    const [follower, nearby, elsewhere, optedFollower] = m.fans
    const show = await eskisehirShow()
    const saved = await tickets.put(m.f.organizer.token, show.id, [typeInput({ quantity: 5 })])
    expect(saved.status).toBe(200)
    await runQueuedJobs(payload)

    expect(await noticesOf(follower!.user.id, show.id)).toEqual(['ticketsOnSale'])
    expect(await noticesOf(nearby!.user.id, show.id)).toEqual(['ticketsOnSale'])
    expect(await noticesOf(optedFollower!.user.id, show.id)).toEqual(['ticketsOnSale'])
    expect(await noticesOf(elsewhere!.user.id, show.id)).toEqual([])

    // Marketing mail: only to those who opted in, each in their language, leading to the show.
    expect(await onSaleMails(follower!.user.email)).toHaveLength(0)
    const [toNearby] = await onSaleMails(nearby!.user.email)
    expect(toNearby?.subject).toBe(`Sahne: Biletler satışta: “${show.title}”, ${show.venue}`)
    expect(toNearby?.text).toContain(`/konserler/${show.id}`)
    const [toOpted] = await onSaleMails(optedFollower!.user.email)
    expect(toOpted?.subject).toBe(`Sahne: Tickets on sale: “${show.title}”, ${show.venue}`)

    // Saving again (a new job) or running the alert again tells nobody twice.
    await tickets.put(m.f.organizer.token, show.id, [
      { ...typeInput({ quantity: 6 }), id: (saved.body.data as { id: number }[])[0]!.id },
    ])
    await runQueuedJobs(payload)
    expect(await alertOnSale(payload, show.id)).toBe(0)
    expect(await noticesOf(follower!.user.id, show.id)).toEqual(['ticketsOnSale'])
    expect(await onSaleMails(nearby!.user.email)).toHaveLength(1)
  })

  it('wait for the sale’s start: nothing before it, everyone once it opens', async () => {
    const [follower] = m.fans
    const show = await eskisehirShow()
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString()
    const saved = await tickets.put(m.f.organizer.token, show.id, [
      typeInput({ quantity: 5, saleStartsAt: inAnHour }),
    ])
    expect(saved.status).toBe(200)
    await runQueuedJobs(payload)
    expect(await noticesOf(follower!.user.id, show.id)).toEqual([])
    // The queued job waits for the moment.
    const { docs: waiting } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'alertTicketsOnSale' } }, { 'input.gig': { equals: show.id } }],
      },
      depth: 0,
    })
    expect(waiting.map((job) => [job.completedAt ?? null, job.waitUntil])).toEqual([
      [null, inAnHour],
    ])
    expect(await alertOnSale(payload, show.id)).toBe(0)

    // The moment comes (the type's start moved into the past, as the clock would).
    await payload.update({
      collection: 'ticket-types',
      where: { gig: { equals: show.id } },
      data: { saleStartsAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect(await alertOnSale(payload, show.id)).toBe(3)
    expect(await noticesOf(follower!.user.id, show.id)).toEqual(['ticketsOnSale'])
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { in: waiting.map((j) => j.id) } },
    })
  })

  it('record the opt-in and its withdrawal as marketing consent', async () => {
    const nearby = m.fans[1]!
    await saveSettings(nearby.token, { onSaleAlerts: false })
    const { docs } = await payload.find({
      collection: 'consent-records',
      where: { and: [{ user: { equals: nearby.user.id } }, { purpose: { equals: 'onSale' } }] },
      sort: 'createdAt',
      depth: 0,
    })
    expect(docs.map((record) => [record.kind, record.action])).toEqual([
      ['marketing', 'given'],
      ['marketing', 'withdrawn'],
    ])
  })
})
