import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { availability, externalCalendar, istanbulDayFromNow } from '../helpers/availability'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
let f: MarketFixture
const day = (n: number) => istanbulDayFromNow(n)

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  await cleanupMarket(payload, f)
})

describe('an admin removing a calendar in the panel', () => {
  it('takes the days it marked with it, and only those', async () => {
    const actor = f.otherArtist
    await availability.replace(actor.token, {
      from: day(20),
      to: day(20),
      blocks: [{ from: day(20), to: day(20), note: 'kendi' }],
    })
    await externalCalendar.save(actor.token, { address: 'https://calendar.example/x/basic.ics' })
    // The days a reading left (the reading itself is the import test's).
    await payload.create({
      collection: 'availability-blocks',
      data: {
        artist: actor.profile.id,
        user: actor.user.id,
        fromDay: day(21),
        toDay: day(22),
        source: 'ical',
      },
    })
    await payload.delete({
      collection: 'external-calendars',
      where: { user: { equals: actor.user.id } },
      overrideAccess: false,
      user: f.admin.user,
    })
    const { docs } = await payload.find({
      collection: 'availability-blocks',
      where: { user: { equals: actor.user.id } },
    })
    expect(docs.map((b) => [b.fromDay, b.source])).toEqual([[day(20), 'manual']])
    await payload.delete({
      collection: 'availability-blocks',
      where: { user: { equals: actor.user.id } },
    })
  })
})

describe('deleting an artist account with a calendar', () => {
  it('removes its blocks and its external calendar with the profile', async () => {
    const saved = await availability.replace(f.artist.token, {
      from: day(10),
      to: day(10),
      blocks: [{ from: day(10), to: day(10) }],
    })
    expect(saved.status).toBe(200)
    const calendar = await externalCalendar.save(f.artist.token, {
      address: 'https://calendar.example/secret/basic.ics',
    })
    expect(calendar.status).toBe(200)
    // The artist has no bookings or applications: the profile itself goes with the account.
    await payload.delete({
      collection: 'users',
      id: f.artist.user.id,
      overrideAccess: false,
      user: f.admin.user,
    })
    const where = { user: { equals: f.artist.user.id } }
    expect((await payload.count({ collection: 'availability-blocks', where })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'external-calendars', where })).totalDocs).toBe(0)
    expect(
      (
        await payload.count({
          collection: 'artists',
          where: { id: { equals: f.artist.profile.id } },
        })
      ).totalDocs,
    ).toBe(0)
  })
})

describe('an admin deleting an artist profile with a calendar in the panel', () => {
  it('removes its blocks and its external calendar with it, keeping the account', async () => {
    const actor = f.otherArtist
    await availability.replace(actor.token, {
      from: day(30),
      to: day(30),
      blocks: [{ from: day(30), to: day(30), note: 'kendi' }],
    })
    const saved = await externalCalendar.save(actor.token, {
      address: 'https://calendar.example/secret/other.ics',
    })
    expect(saved.status).toBe(200)
    await payload.delete({
      collection: 'artists',
      id: actor.profile.id,
      overrideAccess: false,
      user: f.admin.user,
    })
    const where = { user: { equals: actor.user.id } }
    expect((await payload.count({ collection: 'availability-blocks', where })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'external-calendars', where })).totalDocs).toBe(0)
    expect(
      (await payload.count({ collection: 'users', where: { id: { equals: actor.user.id } } }))
        .totalDocs,
    ).toBe(1)
  })
})
