import { randomUUID } from 'node:crypto'

import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JWTPayload,
  type KeyLike,
} from 'jose'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as google from '../../src/app/api/auth/google/route'
import * as register from '../../src/app/api/auth/register/route'
import { overrideGoogleKeySet } from '../../src/server/people/auth/verifyGoogleIdToken'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

const CLIENT_ID = 'sahne-test.apps.googleusercontent.com'
const KID = 'test-key'
const DOMAIN = '@google-test.example.com'

let payload: Payload
let signingKey: KeyLike
let strangerKey: KeyLike

const uniqueEmail = () => `g-${randomUUID().slice(0, 8)}${DOMAIN}`

/** An ID token as Google issues one; `claims` and `options` bend it for each case. */
async function googleToken(
  claims: JWTPayload = {},
  options: { key?: KeyLike; audience?: string; issuer?: string; expiresAt?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ email: uniqueEmail(), email_verified: true, name: 'Ayşe Kaya', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setSubject((claims.sub as string) ?? randomUUID())
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey)
}

const signIn = (body: unknown) =>
  google.POST(apiRequest('/api/auth/google', { method: 'POST', body }), {})
const storedUser = (id: number) => payload.findByID({ collection: 'users', id })

beforeAll(async () => {
  payload = await getTestPayload()
  const pair = await generateKeyPair('RS256')
  signingKey = pair.privateKey
  strangerKey = (await generateKeyPair('RS256')).privateKey
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }
  overrideGoogleKeySet(createLocalJWKSet({ keys: [jwk] }))
})
beforeEach(() => {
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID
  resetRateLimits()
})
afterAll(async () => {
  overrideGoogleKeySet(undefined)
  delete process.env.GOOGLE_CLIENT_ID
  await payload.delete({ collection: 'users', where: { email: { like: `%${DOMAIN}` } } })
})

describe('POST /api/auth/google', () => {
  it('creates the account on first use, then signs the same account in', async () => {
    const sub = randomUUID()
    const email = uniqueEmail()
    const first = await signIn({ token: await googleToken({ sub, email }) })
    expect(first.status).toBe(200)
    const body = await readBody(first)
    expect(body).toMatchObject({
      success: true,
      message: 'Google login successful!',
      user: { fullname: 'Ayşe Kaya', email, role: 'artist' },
    })
    const id = (body.user as { _id: number })._id
    expect(await storedUser(id)).toMatchObject({ googleSub: sub, role: 'artist' })

    const again = await readBody(await signIn({ token: await googleToken({ sub, email }) }))
    expect((again.user as { _id: number })._id).toBe(id)
    // The token is a Payload session token like any other: it authenticates later requests.
    for (const token of [body.token, again.token]) {
      const { user } = await payload.auth({
        headers: new Headers({ authorization: `Bearer ${token}` }),
      })
      expect(user?.id).toBe(id)
    }
  })

  it('uses the role chosen on the register page, never admin', async () => {
    const organizer = await readBody(
      await signIn({ token: await googleToken(), role: 'organizer' }),
    )
    expect(organizer.user).toMatchObject({ role: 'organizer' })
    const email = uniqueEmail()
    const admin = await signIn({ token: await googleToken({ email }), role: 'admin' })
    expect(admin.status).toBe(400)
    expect(
      (await payload.find({ collection: 'users', where: { email: { equals: email } } })).docs,
    ).toHaveLength(0)
  })

  it('never links an existing account by email: 409 asking for the password, nothing linked', async () => {
    const email = uniqueEmail()
    const registered = await readBody(
      await register.POST(
        apiRequest('/api/auth/register', {
          method: 'POST',
          body: { fullname: 'Mekan', email, password: 'Passw0rdTest', role: 'organizer' },
        }),
        {},
      ),
    )
    const id = (registered.user as { _id: number })._id
    const response = await signIn({ token: await googleToken({ sub: randomUUID(), email }) })
    expect(response.status).toBe(409)
    expect((await readBody(response)).message).toBe(
      'An account with this email already exists. Please log in with your email and password; Google sign-in is not linked to it automatically.',
    )
    expect((await storedUser(id)).googleSub ?? null).toBeNull()
  })

  it('never signs anyone into an admin account by its email', async () => {
    const email = uniqueEmail()
    const admin = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Yönetici', role: 'admin' },
    })
    const response = await signIn({ token: await googleToken({ sub: randomUUID(), email }) })
    expect(response.status).toBe(409)
    expect((await readBody(response)).token).toBeUndefined()
    expect((await storedUser(admin.id)).googleSub ?? null).toBeNull()
  })

  it('refuses an email already linked to another Google account', async () => {
    const email = uniqueEmail()
    expect((await signIn({ token: await googleToken({ email }) })).status).toBe(200)
    const response = await signIn({ token: await googleToken({ email, sub: randomUUID() }) })
    expect(response.status).toBe(409)
    expect((await readBody(response)).message).toBe(
      'This email is already linked to another Google account.',
    )
  })

  it.each([
    [
      'a wrong audience',
      () => googleToken({}, { audience: 'someone-else.apps.googleusercontent.com' }),
    ],
    ['an expired token', () => googleToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 })],
    ['a signature by another key', () => googleToken({}, { key: strangerKey })],
    ['a wrong issuer', () => googleToken({}, { issuer: 'https://evil.example.com' })],
    ['an unverified email', () => googleToken({ email_verified: false })],
    ['no email', () => googleToken({ email: undefined })],
    ['garbage', async () => 'not.a.jwt'],
  ])('answers 401 for %s and creates nobody', async (_case, makeToken) => {
    const before = await payload.count({ collection: 'users' })
    const response = await signIn({ token: await makeToken() })
    expect(response.status).toBe(401)
    expect(await readBody(response)).toMatchObject({
      success: false,
      message: 'Google login failed.',
    })
    expect(await payload.count({ collection: 'users' })).toEqual(before)
  })

  it('answers 503 when no client id is configured', async () => {
    delete process.env.GOOGLE_CLIENT_ID
    const response = await signIn({ token: await googleToken() })
    expect(response.status).toBe(503)
    expect((await readBody(response)).message).toBe('Google sign-in is not configured.')
  })

  it('answers 400 without a token and 405 for GET', async () => {
    const response = await signIn({})
    expect(response.status).toBe(400)
    expect((await readBody(response)).message).toBe('Google token is required.')
    expect((await google.GET()).status).toBe(405)
  })
})
