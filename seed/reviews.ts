import type { Payload } from 'payload'

import type { Artist, Gig, User } from '../src/payload-types'
import { DAY_MS } from '../src/lib/durations'

type Pair = { artistEmail: string; gigTitle: string; reviewed: boolean }

/**
 * Completed bookings on the seeded past gigs: two with both reviews in (so shown), two with none,
 * for a visitor (and the browser tests) to review. Skipped once any completed booking exists.
 */
const PAIRS: Pair[] = [
  { artistEmail: 'artist@example.com', gigTitle: 'Alsancak Soul Akşamı', reviewed: true },
  { artistEmail: 'artist2@example.com', gigTitle: 'Geçen Ayın Caz Jam Gecesi', reviewed: true },
  // Kadıköy Sahne's festival (organizer@example.com) had five slots: two acts still to review.
  {
    artistEmail: 'artist3@example.com',
    gigTitle: 'Kadıköy Bahar Indie Festivali',
    reviewed: false,
  },
  {
    artistEmail: 'artist5@example.com',
    gigTitle: 'Kadıköy Bahar Indie Festivali',
    reviewed: false,
  },
]

const ARTIST_SAYS = [
  {
    paidAsAgreed: true,
    sound: 5,
    hospitality: 5,
    promotion: 4,
    text: 'Ses ekibi çok titizdi, kulis sıcacıktı. Ödeme gece bitmeden yapıldı.',
  },
  {
    paidAsAgreed: true,
    sound: 4,
    hospitality: 4,
    promotion: 3,
    text: 'Salon güzel, tanıtım biraz geç başladı ama seyirci doluydu.',
  },
]
const VENUE_SAYS = [
  {
    punctuality: 5,
    performance: 5,
    professionalism: 5,
    text: 'Tam zamanında geldiler, set listesi eksiksizdi. Yine bekleriz.',
  },
  {
    punctuality: 4,
    performance: 5,
    professionalism: 4,
    text: 'Harika bir gece oldu; ses kontrolüne biraz geç kalsalar da salonu coşturdular.',
  },
]

async function one<T>(payload: Payload, collection: 'users' | 'artists', where: object) {
  const { docs } = await payload.find({ collection, where: where as never, limit: 1, depth: 0 })
  return docs[0] as T | undefined
}

/** The demo bookings and reviews after gigs; returns how many bookings it made. */
export async function seedReviews(payload: Payload): Promise<number> {
  if (
    (await payload.count({ collection: 'bookings', where: { state: { equals: 'completed' } } }))
      .totalDocs
  )
    return 0
  let made = 0
  for (const [index, pair] of PAIRS.entries()) {
    const { docs } = await payload.find({
      collection: 'gigs',
      where: { title: { equals: pair.gigTitle } },
      limit: 1,
      depth: 0,
    })
    const gig = docs[0] as Gig | undefined
    const user = await one<User>(payload, 'users', { email: { equals: pair.artistEmail } })
    const artist = user && (await one<Artist>(payload, 'artists', { user: { equals: user.id } }))
    if (!gig?.venueProfile || !user || !artist) continue
    const parties = {
      gig: gig.id,
      artist: artist.id,
      artistUser: user.id,
      organizer: gig.organizer as number,
    }
    // The market seed may have left this artist an expired application on the gig: skip the pair.
    const { totalDocs: applied } = await payload.count({
      collection: 'applications',
      where: { and: [{ gig: { equals: gig.id } }, { artist: { equals: artist.id } }] },
    })
    if (applied) continue
    const application = await payload.create({
      collection: 'applications',
      data: {
        ...parties,
        kind: 'application',
        state: 'accepted',
        message: 'Bu geceyi çok isteriz.',
      },
    })
    const completedAt = new Date(Date.now() - (pair.reviewed ? 3 : 1) * DAY_MS).toISOString()
    const booking = await payload.create({
      collection: 'bookings',
      data: {
        ...parties,
        application: application.id,
        state: 'completed',
        completedAt,
        termsStatus: 'none',
      },
    })
    made++
    if (!pair.reviewed) continue
    const shown = {
      booking: booking.id,
      artist: artist.id,
      venue: gig.venueProfile as number,
      revealed: true,
      revealAt: completedAt,
    }
    await payload.create({
      collection: 'reviews',
      data: { ...shown, direction: 'artistToVenue', author: user.id, ...ARTIST_SAYS[index]! },
    })
    await payload.create({
      collection: 'reviews',
      data: {
        ...shown,
        direction: 'venueToArtist',
        author: parties.organizer,
        ...VENUE_SAYS[index]!,
      },
    })
  }
  return made
}
