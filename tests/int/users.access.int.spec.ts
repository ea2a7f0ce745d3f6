import { AuthenticationError, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'
import { as, cleanupUsers, expectDenied, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
})

afterAll(() => cleanupUsers(payload, users))

describe('users access', () => {
  it('lets a visitor sign up as artist or organizer, never as admin', async () => {
    const signUp = (role: 'artist' | 'organizer' | 'admin') =>
      payload.create({
        collection: 'users',
        data: {
          email: `signup-${role}-${Date.now()}@test.example.com`,
          password: 'Passw0rdTest',
          fullname: 'New',
          role,
        },
        ...as(null),
      })
    const organizer = await signUp('organizer')
    const wouldBeAdmin = await signUp('admin')
    expect(organizer.role).toBe('organizer')
    expect(wouldBeAdmin.role).toBe('artist')
    await payload.delete({
      collection: 'users',
      where: { id: { in: [organizer.id, wouldBeAdmin.id] } },
    })
  })

  it('lets an admin create another admin', async () => {
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: `made-admin-${Date.now()}@test.example.com`,
        password: 'Passw0rdTest',
        fullname: 'A',
        role: 'admin',
      },
      ...as(users.admin),
    })
    expect(admin.role).toBe('admin')
    await payload.delete({ collection: 'users', id: admin.id })
  })

  it('does not let a user make themselves admin', async () => {
    await payload.update({
      collection: 'users',
      id: users.artist.id,
      data: { role: 'admin' },
      ...as(users.artist),
    })
    const stored = await payload.findByID({ collection: 'users', id: users.artist.id })
    expect(stored.role).toBe('artist')
  })

  it('lets a user update their own profile but not anyone else', async () => {
    const updated = await payload.update({
      collection: 'users',
      id: users.artist.id,
      data: { fullname: 'Renamed Artist' },
      ...as(users.artist),
    })
    expect(updated.fullname).toBe('Renamed Artist')
    await expectDenied(
      payload.update({
        collection: 'users',
        id: users.organizer.id,
        data: { fullname: 'Hijacked' },
        ...as(users.artist),
      }),
    )
    const organizer = await payload.findByID({ collection: 'users', id: users.organizer.id })
    expect(organizer.fullname).toBe('organizer')
  })

  it('shows a user only themselves, an admin everyone, a visitor nobody', async () => {
    const own = await payload.find({ collection: 'users', limit: 100, ...as(users.artist) })
    expect(own.docs.map((u) => u.id)).toEqual([users.artist.id])

    const all = await payload.find({ collection: 'users', limit: 100, ...as(users.admin) })
    expect(all.docs.map((u) => u.id)).toEqual(
      expect.arrayContaining(Object.values(users).map((u) => u.id)),
    )

    await expectDenied(payload.find({ collection: 'users', ...as(null) }))
  })

  it('lets only admins delete users', async () => {
    await expectDenied(
      payload.delete({ collection: 'users', id: users.otherOrganizer.id, ...as(users.organizer) }),
    )
    await expect(
      payload.findByID({ collection: 'users', id: users.otherOrganizer.id }),
    ).resolves.toBeTruthy()
  })

  it('does not lock an account after repeated failed logins (rate limits instead)', async () => {
    const login = (password: string) =>
      payload.login({ collection: 'users', data: { email: users.otherOrganizer.email, password } })
    for (let i = 0; i < 6; i++)
      await expect(login('wrong-password')).rejects.toBeInstanceOf(AuthenticationError)
    await expect(login('Passw0rdTest')).resolves.toMatchObject({ token: expect.any(String) })
  })
})
