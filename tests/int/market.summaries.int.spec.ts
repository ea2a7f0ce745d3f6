import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as myBookingsRoute from '../../src/app/api/me/bookings/route'
import * as followingGigsRoute from '../../src/app/api/me/following/gigs/route'
import { apiRequest, readBody } from '../helpers/api'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

/** what the signed-in screens show of an application, a booking and a thread. */
let payload: Payload
let f: MarketFixture
let applicationId: number
let gigId: number

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  await payload.update({
    collection: 'artists',
    id: f.artist.profile.id,
    data: { genres: ['jazz'], links: { instagram: 'https://instagram.com/deniz' } },
  })
  await payload.create({
    collection: 'follows',
    data: { follower: f.fan.user.id, artist: f.artist.profile.id },
  })
  const gig = await makeGig(payload, f.organizer.user, {
    title: 'Özet Gecesi',
    fee: { type: 'fixed', amount: 300_000 },
  })
  gigId = gig.id
  const app = await market.apply(f.artist.token, gig.id, {
    message: 'Merhaba',
    proposedFee: 450_000,
  })
  applicationId = (app.body.data as { id: number }).id
})

afterAll(async () => {
  await payload.delete({ collection: 'follows', where: { follower: { equals: f.fan.user.id } } })
  await cleanupMarket(payload, f)
})

const bookingsOf = async (token: string) =>
  (await readBody(await myBookingsRoute.GET(apiRequest('/api/me/bookings', { token }), undefined)))
    .data as Array<Record<string, unknown>>

describe('what the screens show', () => {
  it("the venue reads the applicant's card: name, city, genres, followers, links, no account", async () => {
    const { body } = await market.gigApplications(f.organizer.token, gigId)
    const [card] = body.data as Array<{ artist: Record<string, unknown> }>
    expect(card!.artist).toMatchObject({
      name: f.artist.profile.name,
      slug: f.artist.profile.slug,
      cityName: 'İstanbul',
      genres: ['jazz'],
      followerCount: 1,
      links: { instagram: 'https://instagram.com/deniz' },
    })
    expect(JSON.stringify(card!.artist)).not.toContain('@')
  })

  it('the thread names each sender', async () => {
    await market.write(f.organizer.token, applicationId, 'Hoş geldiniz')
    await market.write(f.artist.token, applicationId, 'Teşekkürler')
    const { body } = await market.thread(f.artist.token, applicationId)
    expect(body.data).toMatchObject([
      { mine: false, authorName: 'Kadıköy Sahne', text: 'Hoş geldiniz' },
      { mine: true, authorName: f.artist.profile.name, text: 'Teşekkürler' },
    ])
  })

  it("once booked each party sees the agreed fee and the other's email; fans see the gig", async () => {
    expect(await bookingsOf(f.artist.token)).toEqual([])
    await market.answer(f.organizer.token, applicationId, 'accept')
    const [artistSide] = await bookingsOf(f.artist.token)
    const [organizerSide] = await bookingsOf(f.organizer.token)
    expect(artistSide).toMatchObject({
      state: 'confirmed',
      fee: { type: 'proposed', amount: 450_000 },
      contact: f.organizer.user.email,
      gig: { title: 'Özet Gecesi', venue: 'Kadıköy Sahne' },
    })
    expect(organizerSide).toMatchObject({ contact: f.artist.user.email })
    expect(await bookingsOf(f.otherArtist.token)).toEqual([])
    const fan = await readBody(
      await followingGigsRoute.GET(
        apiRequest('/api/me/following/gigs', { token: f.fan.token }),
        undefined,
      ),
    )
    expect(fan.data).toMatchObject([
      { gig: { id: gigId, title: 'Özet Gecesi' }, artist: { slug: f.artist.profile.slug } },
    ])
    expect(JSON.stringify(fan.data)).not.toContain('@')
  })
})
