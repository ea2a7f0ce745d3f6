import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import { GIGS_TAG } from '../../src/lib/cacheTags'
import type { Gig } from '../../src/payload-types'
import { apiRequest, params } from '../helpers/api'
import { getGig, listGigsApi } from '../helpers/gigs'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

// Records what the hooks expire (outside a Next.js request the real one would throw).
vi.mock('next/cache', async (actual) =>
  (await import('../helpers/recordedCache')).recordedNextCache(actual),
)

let payload: Payload
let f: MarketFixture
let gig: Gig
// A window of its own, so no other test file's gigs share the list.
const DAY = '2042-05-09'

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  gig = await makeGig(payload, f.organizer.user, { slots: 2, date: `${DAY}T19:00:00.000Z` })
})
beforeEach(() => vi.mocked(revalidateTag).mockReset())
afterAll(() => cleanupMarket(payload, f))

/** The gig's open slots as the list and its own answer give them. */
async function openSlots() {
  const listed = (await listGigsApi(`?from=${DAY}&to=${DAY}T23:59:59Z`)).data.find(
    (g) => g.id === gig.id,
  )
  const one = (await getGig(gig.id)).data
  return { list: listed?.openSlots, item: one.openSlots, slots: one.slots }
}

const expiredGigs = () => vi.mocked(revalidateTag).mock.calls.some(([tag]) => tag === GIGS_TAG)

describe('open slots', () => {
  it('are the slots minus the confirmed bookings, in the list and the item', async () => {
    expect(await openSlots()).toEqual({ list: 2, item: 2, slots: 2 })

    const application = (await market.apply(f.artist.token, gig.id)).body.data as { id: number }
    expect((await market.answer(f.organizer.token, application.id, 'accept')).status).toBe(200)
    expect(expiredGigs()).toBe(true)
    expect(await openSlots()).toEqual({ list: 1, item: 1, slots: 2 })

    const { docs } = await payload.find({
      collection: 'bookings',
      where: { application: { equals: application.id } },
    })
    vi.mocked(revalidateTag).mockReset()
    const cancelled = await cancelRoute.POST(
      apiRequest(`/api/bookings/${docs[0]!.id}/cancel`, {
        method: 'POST',
        token: f.organizer.token,
        body: { reason: 'Ses sistemi arızalı' },
      }),
      params({ id: String(docs[0]!.id) }),
    )
    expect(cancelled.status).toBe(200)
    expect(expiredGigs()).toBe(true)
    expect(await openSlots()).toEqual({ list: 2, item: 2, slots: 2 })
  })

  it('are 0 once the gig is filled, which leaves the open list', async () => {
    const single = await makeGig(payload, f.organizer.user, {
      slots: 1,
      date: `${DAY}T21:00:00.000Z`,
    })
    const application = (await market.apply(f.otherArtist.token, single.id)).body.data as {
      id: number
    }
    expect((await market.answer(f.organizer.token, application.id, 'accept')).status).toBe(200)
    expect((await getGig(single.id)).data).toMatchObject({ status: 'filled', openSlots: 0 })
    const listed = (await listGigsApi(`?from=${DAY}&to=${DAY}T23:59:59Z`)).data
    expect(listed.map((g) => g.id)).toEqual([gig.id])
  })
})
