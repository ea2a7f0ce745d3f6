import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as artist from '../../src/app/api/artists/[slug]/route'
import * as follow from '../../src/app/api/artists/[slug]/follow/route'
import * as invitations from '../../src/app/api/artists/[slug]/invitations/route'
import * as venue from '../../src/app/api/venues/[slug]/route'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, params } from '../helpers/api'
import { expectSafeAnswer } from '../helpers/hostileInput'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

/** Slugs Postgres cannot hold as text: each must be a plain 404, never a 500. */
const UNSTORABLE_SLUGS: [string, string][] = [
  ['a NUL byte', '\u0000'],
  ['a NUL inside', 'a\u0000b'],
  ['a lone high surrogate', '\ud800'],
  ['a lone low surrogate', 'x\udc00y'],
  ['an undecodable escape', '%ED%A0%80'],
]

let payload: Payload
let users: TestUsers
let fanToken: string
let organizerToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  fanToken = await issueSessionToken(payload, users.artist)
  organizerToken = await issueSessionToken(payload, users.organizer)
})
afterAll(async () => cleanupUsers(payload, users))

type Handler = (request: Request, context: never) => Promise<Response>

const PATHS: [string, Handler, string, () => string | undefined, unknown][] = [
  ['GET /api/artists/{slug}', artist.GET as Handler, 'GET', () => undefined, undefined],
  ['GET /api/venues/{slug}', venue.GET as Handler, 'GET', () => undefined, undefined],
  ['POST /api/artists/{slug}/follow', follow.POST as Handler, 'POST', () => fanToken, {}],
  ['DELETE /api/artists/{slug}/follow', follow.DELETE as Handler, 'DELETE', () => fanToken, {}],
  [
    'POST /api/artists/{slug}/invitations',
    invitations.POST as Handler,
    'POST',
    () => organizerToken,
    { gigId: 1, message: 'Merhaba' },
  ],
]

describe.each(PATHS)('%s', (_, handler, method, token, body) => {
  it.each(UNSTORABLE_SLUGS)('%s: a 404 in the request language', async (__, slug) => {
    for (const [language, message] of [
      ['en', /not found/i],
      ['tr', /bulunamadı/i],
    ] as const) {
      const request = apiRequest(`/api/x?locale=${language}`, {
        method,
        token: token(),
        body,
        headers: { 'accept-language': language },
      })
      const response = await handler(request, params({ slug }) as never)
      const answer = await expectSafeAnswer(response)
      expect(response.status).toBe(404)
      expect(answer.message).toMatch(message)
    }
  })
})
