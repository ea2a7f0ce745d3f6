import path from 'node:path'
import type { Payload } from 'payload'

import { artistFixtures, type ArtistFixture } from './fixtures/artists'
import { upsertUser } from './users'

const ARTIST_PASSWORD = 'Artist2025'
const PORTRAITS = path.resolve(process.cwd(), 'public', 'images', 'artists')

/** Creates the artist profile (with its drawn portrait) unless one with its slug exists. */
async function upsertArtist(payload: Payload, fixture: ArtistFixture): Promise<'created' | 'kept'> {
  const { totalDocs } = await payload.count({
    collection: 'artists',
    where: { slug: { equals: fixture.slug } },
  })
  if (totalDocs > 0) return 'kept'
  const user = await upsertUser(payload, {
    email: fixture.email,
    password: ARTIST_PASSWORD,
    fullname: fixture.fullname,
    role: 'artist',
  })
  // An account that already has a profile (under another slug) keeps it.
  const owned = await payload.count({ collection: 'artists', where: { user: { equals: user.id } } })
  if (owned.totalDocs > 0) return 'kept'
  const photo = await payload.create({
    collection: 'photos',
    data: { owner: user.id, alt: fixture.name },
    filePath: path.join(PORTRAITS, `${fixture.slug}.webp`),
  })
  const { bio, email: _email, fullname: _fullname, ...fields } = fixture
  const artist = await payload.create({
    collection: 'artists',
    locale: 'tr',
    data: { ...fields, user: user.id, photo: photo.id, bio: bio.tr },
  })
  await payload.update({
    collection: 'artists',
    id: artist.id,
    locale: 'en',
    data: { bio: bio.en },
  })
  return 'created'
}

/** The demo artists and their accounts; returns how many profiles were created. */
export async function seedArtists(payload: Payload): Promise<number> {
  let created = 0
  for (const fixture of artistFixtures)
    if ((await upsertArtist(payload, fixture)) === 'created') created++
  return created
}
