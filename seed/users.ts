import type { Payload } from 'payload'

import type { User } from '../src/payload-types'

type SeedUser = Pick<User, 'email' | 'fullname' | 'role'> & { password: string }

/** Demo accounts for development and tests only: production never creates them (seed/index.ts). */
export const seedUsers = (): SeedUser[] => [
  {
    email: process.env.SEED_ADMIN_EMAIL || 'admin@example.com',
    password: process.env.SEED_ADMIN_PASSWORD || 'SahneAdmin2025',
    fullname: 'Sahne Admin',
    role: 'admin',
  },
  { email: 'artist@example.com', password: 'Artist2025', fullname: 'Deniz Yıldız', role: 'artist' },
  {
    email: 'organizer@example.com',
    password: 'Organizer2025',
    fullname: 'Avlu Sahne',
    role: 'organizer',
  },
]

/** Creates each user once; an existing account (found by email) is left as it is. */
export async function upsertUser(payload: Payload, user: SeedUser): Promise<User> {
  const email = user.email.toLowerCase()
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
  })
  if (docs[0]) return docs[0]
  return payload.create({ collection: 'users', data: { ...user, email } })
}
