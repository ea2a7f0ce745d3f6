import { jwtSign, type Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as login from '../../src/app/api/auth/login/route'
import * as register from '../../src/app/api/auth/register/route'
import type { User } from '../../src/payload-types'
import { ApiError } from '../../src/app/api/_http/ApiError'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { requestUser, requireUser } from '../../src/app/api/_http/requestUser'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const created: number[] = []
const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@auth-test.example.com`
const PASSWORD = 'Passw0rdTest'

const post = (route: { POST: (r: Request, c: unknown) => Promise<Response> }, body: unknown) =>
  route.POST(apiRequest('/api/auth', { method: 'POST', body }), {})
const authed = (token: string) =>
  payload.auth({ headers: new Headers({ authorization: `Bearer ${token}` }) })
async function createUser(email = uniqueEmail('login')): Promise<User> {
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, fullname: 'Login Test', role: 'organizer' },
  })
  created.push(user.id)
  return user
}

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(() => {
  delete process.env.RATE_LIMIT_REGISTER
  resetRateLimits()
})
afterAll(async () => {
  const emails = { like: '%@auth-test.example.com' }
  await payload.delete({
    collection: 'users',
    where: { or: [{ id: { in: created } }, { email: emails }] },
  })
})

describe('POST /api/auth/login', () => {
  it('answers the session object for the right password', async () => {
    const user = await createUser()
    const response = await post(login, {
      email: ` ${user.email.toUpperCase()} `,
      password: PASSWORD,
    })
    expect(response.status).toBe(200)
    const body = await readBody(response)
    expect(body.user).toEqual({
      _id: user.id,
      fullname: 'Login Test',
      email: user.email,
      role: 'organizer',
      locale: 'tr',
    })
    expect((await authed(body.token as string)).user?.id).toBe(user.id)
  })

  it('keeps every session when one account signs in from several places at once', async () => {
    const user = await createUser()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post(login, { email: user.email, password: PASSWORD })),
    )
    const tokens = await Promise.all(
      answers.map(async (answer) => {
        expect(answer.status).toBe(200)
        return (await readBody(answer)).token as string
      }),
    )
    // Each token's session is still stored: none of the sign-ins wrote over another's.
    for (const token of tokens) expect((await authed(token)).user?.id).toBe(user.id)
    const stored = await payload.findByID({ collection: 'users', id: user.id })
    expect(stored.sessions).toHaveLength(4)
  })

  it('answers an unknown email and a wrong password alike', async () => {
    const user = await createUser()
    const unknown = await post(login, { email: uniqueEmail('nobody'), password: PASSWORD })
    const wrong = await post(login, { email: user.email, password: 'Wrong1Password' })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(await readBody(unknown)).toEqual(await readBody(wrong))
    expect(
      (await readBody(await post(login, { email: user.email, password: 'Wrong1Password' })))
        .message,
    ).toBe('Invalid email or password.')
  })

  it('answers in Turkish when the request asks for it, in English otherwise', async () => {
    const user = await createUser()
    const attempt = (headers: Record<string, string>) =>
      login.POST(
        apiRequest('/api/auth/login', {
          method: 'POST',
          body: { email: user.email, password: 'Wrong1Password' },
          headers,
        }),
        {},
      )
    expect((await readBody(await attempt({ 'accept-language': 'tr-TR,tr;q=0.9' }))).message).toBe(
      'Geçersiz e-posta veya şifre.',
    )
    expect((await readBody(await attempt({ 'accept-language': 'en-US' }))).message).toBe(
      'Invalid email or password.',
    )
    const missing = await register.POST(
      apiRequest('/api/auth/register?locale=tr', { method: 'POST', body: { email: '' } }),
      {},
    )
    expect((await readBody(missing)).message).toBe('Lütfen tüm zorunlu alanları doldurun.')
  })

  // no lockout (it let anyone keep the owner out and told which emails exist).
  it('does not lock the account after five failed attempts: the right password still works', async () => {
    const user = await createUser()
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push((await post(login, { email: user.email, password: `Wrong${i}Pass` })).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const ok = await post(login, { email: user.email, password: PASSWORD })
    expect(ok.status).toBe(200)
  })

  it.each([
    {},
    { email: 'a@b.co' },
    { password: PASSWORD },
    { email: ' ', password: PASSWORD },
    { email: 'a@b.co', password: '' },
  ])('answers 400 for missing fields %j', async (body) => {
    const response = await post(login, body)
    expect(response.status).toBe(400)
    expect((await readBody(response)).message).toBe('Please enter your email and password.')
  })

  it('answers JSON 400, 413 and 405 for malformed, oversized and wrong-method requests', async () => {
    const malformed = await login.POST(
      apiRequest('/api/auth/login', { method: 'POST', rawBody: 'nope' }),
      {},
    )
    expect(malformed.status).toBe(400)
    const big = await post(login, { email: 'a@b.co', password: 'x'.repeat(101 * 1024) })
    expect(big.status).toBe(413)
    expect((await login.GET()).status).toBe(405)
    expect((await login.DELETE()).status).toBe(405)
  })
})

describe('session tokens', () => {
  it('rejects a tampered token and an expired one', async () => {
    const user = await createUser()
    const { token } = (await readBody(
      await post(login, { email: user.email, password: PASSWORD }),
    )) as { token: string }
    const request = (t: string) => apiRequest('/api/x', { token: t })
    expect((await requestUser(payload, request(token)))?.id).toBe(user.id)

    const [head, claims, signature] = token.split('.')
    const i = Math.floor(signature.length / 2)
    const flipped = signature[i] === 'A' ? 'B' : 'A'
    const tampered = [head, claims, signature.slice(0, i) + flipped + signature.slice(i + 1)].join(
      '.',
    )
    expect(await requestUser(payload, request(tampered))).toBeNull()
    const error = await requireUser(payload, request(tampered)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)

    const decoded = JSON.parse(Buffer.from(claims, 'base64url').toString())
    const { token: expired } = await jwtSign({
      fieldsToSign: decoded,
      secret: payload.secret,
      tokenExpiration: -60,
    })
    expect(await requestUser(payload, request(expired))).toBeNull()
  })
})
