import type { Payload } from 'payload'

import type { Booking, Gig, Review, Venue } from '../../src/payload-types'
import { makeGig, type MarketFixture } from './market'
import { idOf } from '../../src/lib/idOf'
import { makeBooking, makeVenue } from './reviews'

const DAY = 24 * 60 * 60 * 1000

export type Connected = {
  venue: Venue
  /** A past gig, its booking completed and reviewed both ways. */
  past: Booking
  reviews: { ofVenue: Review; ofArtist: Review }
  /** An upcoming confirmed booking, with the fan going to its gig. */
  upcoming: Booking
  /** The artist's pending application to another organizer's open gig. */
  pendingGig: Gig
  pending: number
  /** An organizer's gig nobody applied to. */
  emptyGig: Gig
}

/**
 * Ties the fixture's artist, organizer and fan together every way the market allows: a venue,
 * bookings (one past and reviewed both ways, one upcoming with a thread), a pending application,
 * follows, a going mark, a city request and notices.
 */
export async function connect(payload: Payload, f: MarketFixture): Promise<Connected> {
  const venue = await makeVenue(payload, f.organizer)
  const past = await makeBooking(payload, f, venue, { state: 'completed', gigDays: -3 })
  const upcoming = await makeBooking(payload, f, venue, { state: 'confirmed', gigDays: 10 })
  const revealAt = new Date(Date.now() - DAY).toISOString()
  const common = {
    booking: past.id,
    artist: f.artist.profile.id,
    venue: venue.id,
    revealAt,
    revealed: true,
  }
  const ofVenue = await payload.create({
    collection: 'reviews',
    data: {
      ...common,
      direction: 'artistToVenue',
      author: f.artist.user.id,
      sound: 5,
      text: 'Ses harikaydı.',
    },
  })
  const ofArtist = await payload.create({
    collection: 'reviews',
    data: {
      ...common,
      direction: 'venueToArtist',
      author: f.organizer.user.id,
      performance: 4,
      text: 'Çok iyi çaldılar.',
    },
  })
  await payload.create({
    collection: 'application-messages',
    data: {
      application: idOf(upcoming.application),
      author: f.artist.user.id,
      text: 'Saat kaçta?',
    },
  })
  await payload.create({
    collection: 'application-messages',
    data: {
      application: idOf(upcoming.application),
      author: f.organizer.user.id,
      text: 'Dokuzda.',
    },
  })
  const pendingGig = await makeGig(payload, f.otherOrganizer.user)
  const pending = await payload.create({
    collection: 'applications',
    data: {
      gig: pendingGig.id,
      artist: f.artist.profile.id,
      artistUser: f.artist.user.id,
      organizer: f.otherOrganizer.user.id,
      kind: 'application',
      state: 'pending',
      message: 'Çalmak isteriz.',
    },
  })
  const emptyGig = await makeGig(payload, f.organizer.user)
  await payload.create({
    collection: 'follows',
    data: { follower: f.fan.user.id, artist: f.artist.profile.id },
  })
  await payload.create({
    collection: 'follows',
    data: { follower: f.fan.user.id, artist: f.otherArtist.profile.id },
  })
  await payload.create({
    collection: 'goings',
    data: { user: f.fan.user.id, gig: idOf(upcoming.gig) },
  })
  await payload.create({ collection: 'goings', data: { user: f.fan.user.id, gig: emptyGig.id } })
  await payload.create({
    collection: 'city-requests',
    data: { fan: f.fan.user.id, artist: f.artist.profile.id, city: 'izmir' },
  })
  for (const user of [f.fan, f.artist, f.organizer])
    await payload.create({
      collection: 'notifications',
      data: {
        user: user.user.id,
        type: 'newMessage',
        application: idOf(upcoming.application),
        values: { gig: 'Gece', name: 'X' },
      },
    })
  return {
    venue,
    past,
    reviews: { ofVenue, ofArtist },
    upcoming,
    pendingGig,
    pending: pending.id,
    emptyGig,
  }
}

/** How many `collection` rows match `where`, read with full access. */
export const countOf = async (
  payload: Payload,
  collection: Parameters<Payload['count']>[0]['collection'],
  where: Parameters<Payload['count']>[0]['where'],
) => (await payload.count({ collection, where })).totalDocs
