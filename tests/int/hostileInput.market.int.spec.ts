import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as acceptRoute from '../../src/app/api/applications/[id]/accept/route'
import * as declineRoute from '../../src/app/api/applications/[id]/decline/route'
import * as messagesRoute from '../../src/app/api/applications/[id]/messages/route'
import * as withdrawRoute from '../../src/app/api/applications/[id]/withdraw/route'
import * as inviteRoute from '../../src/app/api/artists/[slug]/invitations/route'
import * as cancelRoute from '../../src/app/api/bookings/[id]/cancel/route'
import * as gigApplicationsRoute from '../../src/app/api/gigs/[id]/applications/route'
import * as gigRoute from '../../src/app/api/gigs/[id]/route'
import * as gigsRoute from '../../src/app/api/gigs/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, params } from '../helpers/api'
import { gigBody } from '../helpers/gigs'
import {
  expectOnlySafeStrings,
  expectSafeAnswer,
  HOSTILE_BODIES,
  HOSTILE_PARAMS,
  HOSTILE_VALUES,
} from '../helpers/hostileInput'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'

type Route = (request: Request, context: never) => Promise<Response>
type Endpoint = {
  name: string
  method: 'POST' | 'PUT' | 'DELETE'
  route: Route
  token: () => string
  /** The path parameter's name and its valid value; absent for /api/gigs. */
  param?: [string, () => string]
  body: () => Record<string, unknown>
  fields: string[]
}

let payload: Payload
let f: MarketFixture
const ids: Record<string, number> = {}
const LIMITS = ['GIGS', 'MESSAGES', 'INVITATIONS']
const GIG_FIELDS = [
  'title',
  'description',
  'date',
  'deadline',
  'city',
  'venue',
  'genres',
  'slots',
  'fee',
  'status',
]

const artist = () => f.artist.token
const organizer = () => f.organizer.token
const id = (key: string) => (): [string, () => string] => ['id', () => String(ids[key])]

const ENDPOINTS: Endpoint[] = [
  {
    name: 'gigs/{id}/applications (apply)',
    method: 'POST',
    route: gigApplicationsRoute.POST,
    token: () => f.otherArtist.token,
    param: id('applyGig')(),
    body: () => ({ message: 'Çalmak isteriz.', proposedFee: 100_000 }),
    fields: ['message', 'proposedFee'],
  },
  ...(
    [
      ['accept', acceptRoute.POST, organizer],
      ['decline', declineRoute.POST, organizer],
      ['withdraw', withdrawRoute.POST, artist],
    ] as const
  ).map(([answer, route, token]) => ({
    name: `applications/{id}/${answer}`,
    method: 'POST' as const,
    route: route as Route,
    token,
    param: id(answer)(),
    body: () => ({ message: 'Teşekkürler.' }),
    fields: ['message'],
  })),
  {
    name: 'applications/{id}/messages',
    method: 'POST',
    route: messagesRoute.POST,
    token: artist,
    param: id('accept')(),
    body: () => ({ text: 'Ses sistemi var mı?' }),
    fields: ['text'],
  },
  {
    name: 'artists/{slug}/invitations',
    method: 'POST',
    route: inviteRoute.POST,
    token: organizer,
    param: ['slug', () => f.otherArtist.profile.slug!],
    body: () => ({ gigId: ids.inviteGig, message: 'Bize gelir misiniz?' }),
    fields: ['gigId', 'message'],
  },
  {
    name: 'bookings/{id}/cancel',
    method: 'POST',
    route: cancelRoute.POST,
    token: artist,
    param: id('booking')(),
    body: () => ({ reason: 'Hastayım.' }),
    fields: ['reason'],
  },
  {
    name: 'gigs (create)',
    method: 'POST',
    route: gigsRoute.POST as Route,
    token: organizer,
    body: () => gigBody({ title: 'Hostile gig' }),
    fields: GIG_FIELDS,
  },
  {
    name: 'gigs/{id} (update)',
    method: 'PUT',
    route: gigRoute.PUT,
    token: organizer,
    param: id('updateGig')(),
    body: () => gigBody({ title: 'Hostile gig' }),
    fields: GIG_FIELDS,
  },
  {
    name: 'gigs/{id} (cancel)',
    method: 'DELETE',
    route: gigRoute.DELETE,
    token: organizer,
    param: id('deleteGig')(),
    body: () => ({}),
    fields: ['status', 'reason'],
  },
]

const call = (endpoint: Endpoint, init: Parameters<typeof apiRequest>[1], param?: string) => {
  const [name, valid] = endpoint.param ?? ['', () => '']
  return endpoint.route(
    apiRequest('/api/hostile-market', {
      method: endpoint.method,
      token: endpoint.token(),
      ...init,
    }),
    (endpoint.param ? params({ [name]: param ?? valid() }) : undefined) as never,
  )
}

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  for (const name of LIMITS) process.env[`RATE_LIMIT_${name}`] = '100000/60'
  const gig = (data = {}) => makeGig(payload, f.organizer.user, { slots: 2, ...data })
  const apply = async (gigId: number) =>
    ((await market.apply(f.artist.token, gigId)).body.data as { id: number }).id
  ids.applyGig = (await gig()).id
  for (const answer of ['accept', 'decline', 'withdraw'])
    ids[answer] = await apply((await gig()).id)
  const booked = await apply((await gig()).id)
  await market.answer(f.organizer.token, booked, 'accept')
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { application: { equals: booked } },
  })
  ids.booking = docs[0]!.id
  ids.inviteGig = (await gig()).id
  ids.updateGig = (await gig()).id
  ids.deleteGig = (await gig()).id
})
beforeEach(() => resetRateLimits())
afterAll(async () => {
  for (const name of LIMITS) delete process.env[`RATE_LIMIT_${name}`]
  await cleanupMarket(payload, f)
})

describe.each(ENDPOINTS)('$method /api/$name', (endpoint) => {
  const cases = endpoint.fields.flatMap((field) =>
    HOSTILE_VALUES.map(([label, value]) => [field, label, value] as const),
  )
  it.each(cases)('%s as %s: below 500, JSON with a message', async (field, _, value) => {
    await expectSafeAnswer(await call(endpoint, { body: { ...endpoint.body(), [field]: value } }))
  })

  it.each(HOSTILE_BODIES)('%s: below 500, JSON with a message', async (_, { rawBody, type }) => {
    const response = await call(endpoint, {
      rawBody: rawBody as string,
      headers: { 'content-type': type ?? '' },
    })
    // A PUT sends only the fields that change, so an empty or stripped body is a valid no-op.
    if (endpoint.method === 'POST') expect(response.status).toBeGreaterThanOrEqual(400)
    await expectSafeAnswer(response)
  })

  if (endpoint.param)
    it.each(HOSTILE_PARAMS)('the path parameter %s: a 4xx JSON answer', async (_, value) => {
      const response = await call(endpoint, { body: endpoint.body() }, value)
      expect(response.status).toBeGreaterThanOrEqual(400)
      await expectSafeAnswer(response)
    })
})

describe('nothing unsafe was stored by the market', () => {
  it('stored strings are clean', async () => {
    const users = Object.values(f).map((actor) => actor.user.id)
    const stored = await Promise.all([
      payload.find({ collection: 'gigs', where: { organizer: { in: users } }, limit: 0 }),
      payload.find({ collection: 'applications', where: { organizer: { in: users } }, limit: 0 }),
      payload.find({
        collection: 'application-messages',
        where: { author: { in: users } },
        limit: 0,
      }),
      payload.find({ collection: 'bookings', where: { organizer: { in: users } }, limit: 0 }),
    ])
    for (const { docs } of stored) expectOnlySafeStrings(docs)
  })
})
