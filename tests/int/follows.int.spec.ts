import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as followRoute from '../../src/app/api/artists/[slug]/follow/route'
import * as followingRoute from '../../src/app/api/me/following/route'
import { params } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { call, cleanupProfileUsers, seedProfileUsers, type ProfileUsers } from '../helpers/profiles'

let payload: Payload
let users: ProfileUsers
const slug = `takip-${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedProfileUsers(payload)
  await payload.create({
    collection: 'artists',
    data: { user: users.artist.user.id, name: 'Takip', slug, city: 'bursa' },
  })
  process.env.RATE_LIMIT_FOLLOW = '1000/60'
})
afterAll(() => cleanupProfileUsers(payload, users))

const follow = (token: string | undefined, method: 'POST' | 'DELETE', target = slug) =>
  call(
    followRoute[method],
    `/api/artists/${target}/follow`,
    { method, token },
    params({ slug: target }),
  )

describe('following an artist', () => {
  it('counts a follow once however often it is sent', async () => {
    const first = await follow(users.fan.token, 'POST')
    expect(first.status).toBe(200)
    expect(first.body.data).toEqual({ following: true, followerCount: 1 })
    const second = await follow(users.fan.token, 'POST')
    expect(second.body.data).toEqual({ following: true, followerCount: 1 })
  })

  it('counts right when double clicks arrive at the same moment', async () => {
    const answers = await Promise.all([
      follow(users.organizer.token, 'POST'),
      follow(users.organizer.token, 'POST'),
      follow(users.admin.token, 'POST'),
      follow(users.artist2.token, 'POST'),
    ])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200])
    const artist = await payload.find({ collection: 'artists', where: { slug: { equals: slug } } })
    expect(artist.docs[0]!.followerCount).toBe(4)
    const { totalDocs } = await payload.count({
      collection: 'follows',
      where: { artist: { equals: artist.docs[0]!.id } },
    })
    expect(totalDocs).toBe(4)
  })

  it('unfollows idempotently, also when both requests come at once', async () => {
    const answers = await Promise.all([
      follow(users.organizer.token, 'DELETE'),
      follow(users.organizer.token, 'DELETE'),
    ])
    expect(answers.map((a) => a.body.data)).toEqual([
      { following: false, followerCount: 3 },
      { following: false, followerCount: 3 },
    ])
    expect((await follow(users.organizer.token, 'DELETE')).body.data).toEqual({
      following: false,
      followerCount: 3,
    })
  })

  it('lists the followed artists under /api/me/following', async () => {
    const { status, body } = await call(followingRoute.GET, '/api/me/following', {
      token: users.fan.token,
    })
    expect(status).toBe(200)
    expect(body.data).toEqual([expect.objectContaining({ slug, name: 'Takip', followerCount: 3 })])
    expect(JSON.stringify(body)).not.toContain('@')
    const none = await call(followingRoute.GET, '/api/me/following', {
      token: users.organizer.token,
    })
    expect(none.body.data).toEqual([])
  })

  it('needs a signed-in user and an existing public artist', async () => {
    expect((await follow(undefined, 'POST')).status).toBe(401)
    expect((await follow(users.fan.token, 'POST', 'nobody-here')).status).toBe(404)
    expect((await call(followingRoute.GET, '/api/me/following')).status).toBe(401)
  })

  it('lets nobody read or remove someone else’s follows', async () => {
    const others = await payload.find({
      collection: 'follows',
      overrideAccess: false,
      user: users.organizer.user,
    })
    expect(others.docs).toEqual([])
  })
})
