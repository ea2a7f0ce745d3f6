import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import {
  cleanupFanRecords,
  cleanupMarket,
  makeGig,
  type MarketFixture,
  seedMarket,
} from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { bookedGig, shows, type ShowItem } from '../helpers/shows'

let payload: Payload
let f: MarketFixture
const CITY = 'bayburt'
const crowd: { id: number; token: string }[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_GOING = '1000/60'
  for (let i = 0; i < 6; i++) {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: `goer${i}-${Date.now()}@going.example.com`,
        password: 'Passw0rdTest',
        fullname: `Goer ${i}`,
        role: 'fan',
      },
    })
    crowd.push({ id: user.id, token: await issueSessionToken(payload, user) })
  }
})

afterAll(async () => {
  const ids = crowd.map((c) => c.id)
  await cleanupFanRecords(payload, ids)
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
  await cleanupMarket(payload, f)
})

const countOnList = async (id: number) =>
  ((await shows.list(`&city=${CITY}`)).body.data as ShowItem[]).find((s) => s.id === id)?.goingCount

describe('going to a show', () => {
  it('is idempotent, public as a count, and taken back with DELETE', async () => {
    const gig = await bookedGig(payload, f, { city: CITY })
    const first = await shows.going(f.fan.token, gig.id)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      data: { going: true, goingCount: 1 },
      message: 'You are going.',
    })
    expect((await shows.going(f.fan.token, gig.id)).body.data).toEqual({
      going: true,
      goingCount: 1,
      host: false,
    })
    expect(await countOnList(gig.id)).toBe(1)
    // A visitor sees the count, not who is going.
    const visitor = await shows.going(undefined, gig.id, 'GET')
    expect(visitor.body.data).toEqual({ going: false, goingCount: 1, host: false })
    const mine = await shows.mine(f.fan.token)
    expect((mine.body.data as ShowItem[]).map((s) => s.id)).toEqual([gig.id])

    const back = await shows.going(f.fan.token, gig.id, 'DELETE')
    expect(back.body.data).toEqual({ going: false, goingCount: 0, host: false })
    expect((await shows.going(f.fan.token, gig.id, 'DELETE')).body.data).toEqual({
      going: false,
      goingCount: 0,
      host: false,
    })
    expect(await countOnList(gig.id)).toBe(0)
    expect((await shows.mine(f.fan.token)).body.data).toEqual([])
  })

  it('counts each user once under concurrent clicks', async () => {
    const gig = await bookedGig(payload, f, { city: CITY })
    const clicks = crowd.flatMap((c) => [c, c, c]).map((c) => shows.going(c.token, gig.id))
    const answers = await Promise.all(clicks)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect((await shows.going(undefined, gig.id, 'GET')).body.data).toMatchObject({
      goingCount: crowd.length,
    })
    const rows = await payload.count({ collection: 'goings', where: { gig: { equals: gig.id } } })
    expect(rows.totalDocs).toBe(crowd.length)
    expect(await countOnList(gig.id)).toBe(crowd.length)
  })

  it('needs a session, and a show', async () => {
    const gig = await bookedGig(payload, f, { city: CITY })
    expect((await shows.going(undefined, gig.id)).status).toBe(401)
    const open = await makeGig(payload, f.organizer.user, { city: CITY })
    const refused = await shows.going(f.fan.token, open.id)
    expect(refused.status).toBe(404)
    expect(refused.body.message).toBe('There is no such show.')
    expect((await shows.going(f.fan.token, 999_999_999)).status).toBe(404)
    expect((await shows.going(f.fan.token, 'abc' as unknown as number)).status).toBe(404)
  })

  it("is not for the show's venue or its booked artist, who are told why", async () => {
    const gig = await bookedGig(payload, f, { city: CITY })
    for (const host of [f.organizer, f.artist]) {
      const state = await shows.going(host.token, gig.id, 'GET')
      expect(state.body.data).toEqual({ going: false, goingCount: 0, host: true })
      const refused = await shows.going(host.token, gig.id)
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe("You're putting this show on; going marks are for fans.")
    }
    expect(
      await payload.count({ collection: 'goings', where: { gig: { equals: gig.id } } }),
    ).toEqual({ totalDocs: 0 })
    // Everyone else is in the crowd.
    expect((await shows.going(f.fan.token, gig.id, 'GET')).body.data).toMatchObject({ host: false })
  })
})
