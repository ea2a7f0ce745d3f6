import type { Payload } from 'payload'

import * as requestsRoute from '../../src/app/api/artists/[slug]/requests/route'
import * as meGoingRoute from '../../src/app/api/me/going/route'
import * as goingRoute from '../../src/app/api/shows/[id]/going/route'
import * as showsRoute from '../../src/app/api/shows/route'
import type { Gig } from '../../src/payload-types'
import { apiRequest, params, readBody } from './api'
import { makeGig, type MarketActor, type MarketFixture } from './market'
import { market } from './marketApi'

const call = async (response: Promise<Response>) => {
  const res = await response
  return { status: res.status, body: await readBody(res) }
}

export type ShowItem = {
  id: number
  title: string
  cityKey: string
  goingCount: number
  ticketUrl: string | null
  lineup: { name: string; slug: string | null; photo: string | null }[]
}

/** The show routes, called the way Next.js calls them. */
export const shows = {
  list: (query = '') => call(showsRoute.GET(apiRequest(`/api/shows?locale=en${query}`), undefined)),
  going: (token: string | undefined, id: number, method: 'GET' | 'POST' | 'DELETE' = 'POST') =>
    call(
      goingRoute[method](
        apiRequest(`/api/shows/${id}/going?locale=en`, { method, token }),
        params({ id: String(id) }),
      ),
    ),
  mine: (token: string) =>
    call(meGoingRoute.GET(apiRequest('/api/me/going?locale=en', { token }), undefined)),
  ask: (token: string, slug: string, body: unknown) =>
    call(
      requestsRoute.POST(
        apiRequest(`/api/artists/${slug}/requests?locale=en`, { method: 'POST', token, body }),
        params({ slug }),
      ),
    ),
}

/** A gig of the fixture's organizer with `artist` booked for it (applied, then accepted). */
export async function bookedGig(
  payload: Payload,
  f: MarketFixture,
  data: Partial<Gig> = {},
  artist: MarketActor = f.artist,
): Promise<Gig> {
  const gig = await makeGig(payload, f.organizer.user, data)
  const applied = await market.apply(artist.token, gig.id)
  const id = (applied.body.data as { id: number }).id
  const accepted = await market.answer(f.organizer.token, id, 'accept')
  if (accepted.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`)
  return gig
}
