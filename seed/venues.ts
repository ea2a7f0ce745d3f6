import type { Payload } from 'payload'

import type { User, Venue } from '../src/payload-types'
import { venueFixtures, type VenueFixture } from './fixtures/venues'
import { upsertUser } from './users'
import { drawVenuePhoto } from './venuePhoto'

const ORGANIZER_PASSWORD = 'Organizer2025'

async function createPhoto(payload: Payload, fixture: VenueFixture, owner: User) {
  const data = await drawVenuePhoto(fixture.palette)
  return payload.create({
    collection: 'photos',
    data: { owner: owner.id, alt: fixture.name },
    file: { data, mimetype: 'image/webp', name: `${fixture.slug}.webp`, size: data.length },
  })
}

/** One venue and its organizer account, each created once (found by email and by slug). */
async function upsertVenue(payload: Payload, fixture: VenueFixture): Promise<Venue> {
  const owner = await upsertUser(payload, {
    email: fixture.email,
    password: ORGANIZER_PASSWORD,
    fullname: fixture.fullname,
    role: 'organizer',
  })
  const { docs } = await payload.find({
    collection: 'venues',
    where: { or: [{ slug: { equals: fixture.slug } }, { user: { equals: owner.id } }] },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return docs[0]
  const photo = await createPhoto(payload, fixture, owner)
  const { description, palette: _palette, email: _email, fullname: _fullname, ...fields } = fixture
  const venue = await payload.create({
    collection: 'venues',
    locale: 'tr',
    data: { ...fields, user: owner.id, photo: photo.id, description: description.tr },
  })
  await payload.update({
    collection: 'venues',
    id: venue.id,
    locale: 'en',
    data: { description: description.en },
  })
  return venue
}

/** The four demo venues; answers them by slug so the gig seed can post from them. */
export async function seedVenues(payload: Payload): Promise<Map<string, Venue>> {
  const venues = new Map<string, Venue>()
  for (const fixture of venueFixtures) venues.set(fixture.slug, await upsertVenue(payload, fixture))
  return venues
}
