import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedBookingTerms } from '../../seed/bookingTerms'
import { seedMarket } from '../../seed/market'
import type { User } from '../../src/payload-types'
import { daysFromNow } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const users: User[] = []

const account = async (email: string, role: User['role']) => {
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } } })
  const user =
    found.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: email, role },
    }))
  users.push(user)
  return user
}

beforeAll(async () => {
  payload = await getTestPayload()
  const organizer = await account('organizer@example.com', 'organizer')
  for (const [n, email] of ['artist', 'artist2', 'artist3', 'artist4'].entries()) {
    const user = await account(`${email}@example.com`, 'artist')
    await payload.create({
      collection: 'artists',
      data: { user: user.id, name: `Tohum Sanatçı ${n}`, city: 'izmir' },
    })
  }
  for (const day of [-3, 10, 11, 12, 13])
    await payload.create({
      collection: 'gigs',
      data: {
        title: `Tohum ${day}`,
        date: daysFromNow(day),
        city: 'izmir',
        organizer: organizer.id,
      },
    })
})

afterAll(async () => {
  const ids = users.map((u) => u.id)
  for (const collection of ['application-messages', 'notifications'] as const)
    await payload.delete({ collection, where: { id: { exists: true } } })
  await payload.delete({ collection: 'bookings', where: { artistUser: { in: ids } } })
  await payload.delete({ collection: 'applications', where: { artistUser: { in: ids } } })
  await payload.delete({ collection: 'gigs', where: { organizer: { in: ids } } })
  await payload.delete({ collection: 'artists', where: { user: { in: ids } } })
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
})

describe('seedMarket', () => {
  it('makes applications in every state, two bookings and a thread, once', async () => {
    expect(await seedMarket(payload)).toBeGreaterThan(0)
    const { docs } = await payload.find({ collection: 'applications', pagination: false })
    expect(new Set(docs.map((a) => a.state))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'withdrawn', 'expired']),
    )
    expect(docs.some((a) => a.kind === 'invitation' && a.state === 'pending')).toBe(true)
    expect((await payload.count({ collection: 'bookings' })).totalDocs).toBe(2)
    expect((await payload.count({ collection: 'application-messages' })).totalDocs).toBe(2)
    expect((await payload.count({ collection: 'notifications' })).totalDocs).toBeGreaterThan(5)
    expect(await seedMarket(payload)).toBe(0)
    expect((await payload.count({ collection: 'bookings' })).totalDocs).toBe(2)
  })
  it('gives the two bookings terms, one confirmed and one proposed, once', async () => {
    expect(await seedBookingTerms(payload)).toBe(2)
    const { docs } = await payload.find({ collection: 'bookings', sort: 'id' })
    expect(docs.map((booking) => booking.termsStatus)).toEqual(['confirmed', 'proposed'])
    expect(docs[0].terms).toMatchObject({ setLengthMinutes: 90, cancellationPolicy: 'moderate' })
    expect(await seedBookingTerms(payload)).toBe(0)
  })
})
