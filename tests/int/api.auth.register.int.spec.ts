import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import * as register from '../../src/app/api/auth/register/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { translate } from '../../src/server/platform/i18n/translate'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const uniqueEmail = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@auth-test.example.com`
const PASSWORD = 'Passw0rdTest'
// The spec's wording (section 5), as the English catalogue holds it.
const REQUIRED_FIELDS_MESSAGE = translate('en', 'AuthApi.requiredFields')
const PASSWORD_RULE_MESSAGE = translate('en', 'AuthApi.passwordRule')

const post = (route: { POST: (r: Request, c: unknown) => Promise<Response> }, body: unknown) =>
  route.POST(apiRequest('/api/auth', { method: 'POST', body }), {})
const signUp = (body: Record<string, unknown>) => post(register, body)
const validSignUp = () => ({
  fullname: 'Deniz Yılmaz',
  email: uniqueEmail('reg'),
  password: PASSWORD,
  role: 'artist',
})
const authed = (token: string) =>
  payload.auth({ headers: new Headers({ authorization: `Bearer ${token}` }) })
const usersWithEmail = async (email: string) =>
  (await payload.find({ collection: 'users', where: { email: { equals: email.toLowerCase() } } }))
    .docs

beforeAll(async () => {
  payload = await getTestPayload()
})
beforeEach(() => {
  delete process.env.RATE_LIMIT_REGISTER
  resetRateLimits()
})
afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: '%@auth-test.example.com' } },
  })
})

describe('POST /api/auth/register', () => {
  it('creates the account and answers 201 with a working session', async () => {
    const input = validSignUp()
    const response = await signUp(input)
    expect(response.status).toBe(201)
    const body = await readBody(response)
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: {
        _id: expect.anything(),
        fullname: 'Deniz Yılmaz',
        email: input.email,
        role: 'artist',
      },
    })
    expect(Object.keys(body.user as object).sort()).toEqual([
      '_id',
      'email',
      'fullname',
      'locale',
      'role',
    ])
    const { user } = await authed(body.token as string)
    expect(user?.id).toBe((body.user as { _id: number })._id)
  })

  it('trims the fields and keeps organizer as chosen', async () => {
    const email = uniqueEmail('trim')
    const response = await signUp({
      ...validSignUp(),
      fullname: '  Sahne Bar ',
      email: ` ${email.toUpperCase()} `,
      role: ' organizer ',
    })
    expect(response.status).toBe(201)
    expect((await readBody(response)).user).toMatchObject({
      fullname: 'Sahne Bar',
      email,
      role: 'organizer',
    })
  })

  it.each([
    ['fullname', undefined],
    ['fullname', '   '],
    ['email', ''],
    ['password', undefined],
    ['password', ' '],
    ['role', null],
    ['role', ''],
  ])('requires %s (given %j)', async (field, value) => {
    const response = await signUp({
      ...validSignUp(),
      email: 'not-an-email',
      password: 'weak',
      [field]: value,
    })
    expect(response.status).toBe(400)
    // The field is named, so the form shows the message beside it.
    expect(await readBody(response)).toMatchObject({ message: REQUIRED_FIELDS_MESSAGE, field })
  })

  it.each([
    'Short1A',
    'alllowercase1',
    'ALLUPPERCASE1',
    'NoDigitsHere',
    'Has space1A',
    'Symbol$1Aa',
  ])('rejects the password %j with the spec message', async (password) => {
    const response = await signUp({ ...validSignUp(), password })
    expect(response.status).toBe(400)
    expect(await readBody(response)).toMatchObject({
      message: PASSWORD_RULE_MESSAGE,
      field: 'password',
    })
  })

  it('rejects an invalid email with a clear message', async () => {
    const response = await signUp({ ...validSignUp(), email: 'nobody@' })
    expect(response.status).toBe(400)
    expect(await readBody(response)).toMatchObject({
      message: 'Please enter a valid email address.',
      field: 'email',
    })
  })

  it.each(['admin', 'listener', 'Artist'])(
    'refuses the role %j and creates nobody',
    async (role) => {
      const input = { ...validSignUp(), role }
      const response = await signUp(input)
      expect(response.status).toBe(400)
      expect((await readBody(response)).message).toBe(
        "Role must be 'artist', 'organizer' or 'fan'.",
      )
      expect(await usersWithEmail(input.email)).toHaveLength(0)
    },
  )

  it('answers 409 for an email already taken, whatever its case', async () => {
    const input = validSignUp()
    expect((await signUp(input)).status).toBe(201)
    const response = await signUp({ ...input, email: input.email.toUpperCase(), fullname: 'Other' })
    expect(response.status).toBe(409)
    expect(await readBody(response)).toMatchObject({
      message: 'An account with this email already exists.',
      field: 'email',
    })
    expect(await usersWithEmail(input.email)).toHaveLength(1)
  })

  it('ignores extra fields, admin roles hidden in them included', async () => {
    const input = validSignUp()
    const response = await signUp({
      ...input,
      isAdmin: true,
      user: { role: 'admin' },
      data: { role: 'admin', googleSub: 'hijack' },
      googleSub: 'hijack',
    })
    expect(response.status).toBe(201)
    const [stored] = await usersWithEmail(input.email)
    expect(stored).toMatchObject({ role: 'artist', googleSub: null })
  })

  it('answers JSON 400 for malformed JSON, 413 for an oversized body, 405 for GET', async () => {
    const malformed = await register.POST(
      apiRequest('/api/auth/register', { method: 'POST', rawBody: '{"email":' }),
      {},
    )
    expect(malformed.status).toBe(400)
    expect((await readBody(malformed)).message).toBe('Malformed JSON body.')
    const big = await signUp({ ...validSignUp(), fullname: 'x'.repeat(101 * 1024) })
    expect(big.status).toBe(413)
    const get = await register.GET()
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect((await readBody(get)).success).toBe(false)
  })

  it('answers 429 past the configured per-IP limit', async () => {
    process.env.RATE_LIMIT_REGISTER = '2/60'
    resetRateLimits()
    const from = (ip: string) =>
      register.POST(
        apiRequest('/api/auth/register', {
          method: 'POST',
          body: {},
          headers: { 'x-forwarded-for': ip },
        }),
        {},
      )
    expect((await from('10.0.0.1')).status).toBe(400)
    expect((await from('10.0.0.1')).status).toBe(400)
    const limited = await from('10.0.0.1')
    expect(limited.status).toBe(429)
    expect((await readBody(limited)).message).toBe('Too many requests. Please try again later.')
    expect((await from('10.0.0.2')).status).toBe(400)
  })
})
