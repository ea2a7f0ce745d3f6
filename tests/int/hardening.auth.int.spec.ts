import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as blogsAdmin from '../../src/app/api/blogs/admin/all/route'
import * as login from '../../src/app/api/auth/login/route'
import * as logout from '../../src/app/api/auth/logout/route'
import { loginUser } from '../../src/app/api/auth/login/loginUser'
import { ApiError } from '../../src/app/api/_http/ApiError'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { cmsApi } from '../helpers/cmsApi'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
const PASSWORD = 'Passw0rdTest'

const logIn = (body: unknown) =>
  login.POST(apiRequest('/api/auth/login', { method: 'POST', body }), {})
const tokenOf = async (email: string) =>
  (await readBody(await logIn({ email, password: PASSWORD }))).token as string

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
})
beforeEach(() => resetRateLimits())
afterAll(async () => {
  await cleanupUsers(payload, users)
})

describe('malformed logins', () => {
  const malformed: [string, unknown][] = [
    ['not an email', { email: 'abc', password: 'x' }],
    ['no domain', { email: 'abc@', password: 'x' }],
    ['no local part', { email: '@example.com', password: 'x' }],
    ['spaces only', { email: '   ', password: 'x' }],
    ['a number', { email: 42, password: 'x' }],
    ['an array', { email: ['a@example.com'], password: 'x' }],
    ['an object', { email: { $ne: null }, password: 'x' }],
    ['null', { email: null, password: null }],
    ['a 300-character address', { email: `${'a'.repeat(300)}@example.com`, password: 'x' }],
    ['a NUL byte', { email: 'a\u0000b@example.com', password: 'x' }],
    ['a blank password', { email: 'nobody@example.com', password: '   ' }],
    ['a 20k-character password', { email: 'nobody@example.com', password: 'A1a'.repeat(7000) }],
    ['a body that is an array', [{ email: 'a@example.com', password: 'x' }]],
  ]
  it.each(malformed)('%s answers 400 or the wrong-password 401, never 500', async (_, body) => {
    const response = await logIn(body)
    expect([400, 401]).toContain(response.status)
    expect((await readBody(response)).message).toEqual(expect.any(String))
  })

  it('answers a non-email with the email message, and a wrong password like a blank one', async () => {
    expect((await readBody(await logIn({ email: 'abc', password: 'x' }))).message).toBe(
      'Please enter a valid email address.',
    )
    const wrong = await logIn({ email: users.artist.email, password: 'Wrong1Password' })
    const blank = await logIn({ email: users.artist.email, password: ' ' })
    expect([wrong.status, blank.status]).toEqual([401, 401])
    expect((await readBody(blank)).message).toBe((await readBody(wrong)).message)
  })

  it("matches Payload's login errors by name, so a second copy of its classes is no 500", async () => {
    // What a route bundle sees when Payload's error classes come from another copy of the module.
    class AuthenticationError extends Error {
      status = 401
      name = 'AuthenticationError'
    }
    // The rest is the real Payload: the login runs in a transaction on its database.
    const stub = Object.assign(Object.create(payload) as Payload, {
      login: async () => {
        throw new AuthenticationError('The email or password provided is incorrect.')
      },
    })
    const error = await loginUser(stub, { email: 'a@example.com', password: 'x' }).catch((e) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  const logOut = (token?: string) =>
    logout.POST(apiRequest('/api/auth/logout', { method: 'POST', token }), {})

  it('ends the session: the same token is then a 401 on /api and /cms-api', async () => {
    const token = await tokenOf(users.admin.email)
    const before = await blogsAdmin.GET(apiRequest('/api/blogs/admin/all', { token }), {})
    expect(before.status).toBe(200)

    const response = await logOut(token)
    expect(response.status).toBe(200)
    expect(await readBody(response)).toMatchObject({
      success: true,
      message: 'Successfully logged out.',
    })

    const after = await blogsAdmin.GET(apiRequest('/api/blogs/admin/all', { token }), {})
    expect(after.status).toBe(401)
    expect((await cmsApi('GET', '/posts?limit=1', { token })).status).toBe(401)
    const { user } = await payload.auth({
      headers: new Headers({ authorization: `Bearer ${token}` }),
    })
    expect(user).toBeNull()
    expect((await logOut(token)).status).toBe(401)
  })

  it('leaves the account’s other sessions signed in', async () => {
    const phone = await tokenOf(users.organizer.email)
    const laptop = await tokenOf(users.organizer.email)
    expect((await logOut(phone)).status).toBe(200)
    const { user } = await payload.auth({
      headers: new Headers({ authorization: `Bearer ${laptop}` }),
    })
    expect(user?.id).toBe(users.organizer.id)
  })

  it('answers 401 in Turkish without a token, 405 for GET', async () => {
    const response = await logout.POST(
      apiRequest('/api/auth/logout?locale=tr', { method: 'POST' }),
      {},
    )
    expect(response.status).toBe(401)
    expect((await readBody(response)).message).toBe('Kimlik doğrulaması gerekli.')
    expect((await logout.GET()).status).toBe(405)
  })
})
