import 'server-only'

import type { Payload } from 'payload'

import { istanbulDayStart } from '../../../lib/market/istanbulTime'
import { notify } from '../notifications/notify'
import { sendOnce } from './sendOnce'
import { goersOf } from './goersOf'
import { showIdsBetween } from './showIds'

/** What a fan's notice about a show names: its title and where it is. */
export async function showNames(payload: Payload, gigIds: number[]) {
  if (!gigIds.length) return new Map<number, { gig: string; name: string }>()
  const { docs } = await payload.find({
    collection: 'gigs',
    overrideAccess: true,
    where: { id: { in: gigIds } },
    pagination: false,
    depth: 1,
    select: { title: true, venue: true, venueProfile: true, city: true },
    populate: { venues: { name: true } },
  })
  return new Map(
    docs.map((gig) => {
      const profile = typeof gig.venueProfile === 'object' ? gig.venueProfile?.name : null
      return [gig.id, { gig: gig.title, name: profile || gig.venue || gig.city }]
    }),
  )
}

/**
 * Reminds every fan going to a show on the next Istanbul day (run daily by the queue; `now` is
 * injected for tests). Each (fan, show) gets one reminder ever; a cancelled gig is no show.
 * Answers how many were sent.
 */
export async function remindShows(payload: Payload, now = new Date()): Promise<number> {
  const ids = await showIdsBetween(payload, istanbulDayStart(now, 1), istanbulDayStart(now, 2))
  const names = await showNames(payload, ids)
  let sent = 0
  for (const { user, gig } of await goersOf(payload, ids)) {
    const notice = { user, type: 'showReminder' as const, gig, values: names.get(gig)! }
    if (await sendOnce(payload, user, `reminder:${gig}`, (req) => notify(payload, [notice], req)))
      sent++
  }
  return sent
}
