import { Writable } from 'node:stream'
import { format } from 'node:util'

import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as forgot from '../../src/app/api/auth/forgot-password/route'
import * as login from '../../src/app/api/auth/login/route'
import * as register from '../../src/app/api/auth/register/route'
import * as reset from '../../src/app/api/auth/reset-password/route'
import * as subscribe from '../../src/app/api/subscribe/fan/route'
import { loggerConfig, withLogContext } from '../../src/server/platform'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { apiRequest, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { linkIn, mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import { GOOD_IBAN, GOOD_TCKN, payments, personPayout, useStandIn } from '../helpers/payments'

/**
 * A real run of the flows that handle secrets (sign up, sign in, a wrong password, a second sign
 * up with the same address, a password reset, payout details with an IBAN, a newsletter
 * subscription and its confirmation, the queued mail sent), with everything the app logs
 * captured: Payload's logger as the app configures it (loggerConfig), and console.*. No
 * password, token, email address or IBAN of the run may appear in it.
 */
const run = Date.now().toString(36)
const EMAIL = `logs-${run}@redaction-test.example.com`
const FAN = `logs-fan-${run}@redaction-test.example.com`
const PASSWORD = `Gizli${run}Parola1`
const NEW_PASSWORD = `Yeni${run}Parola2`
const savedEnv = { ...process.env }

let payload: Payload
let standIn: StandIn
let originalLogger: Payload['logger']
let log = ''
const secrets = new Set<string>([EMAIL, FAN, PASSWORD, NEW_PASSWORD, GOOD_TCKN])
for (const iban of [GOOD_IBAN, GOOD_IBAN.replace(/\s/g, '')]) secrets.add(iban)

beforeAll(async () => {
  Object.assign(process.env, {
    RATE_LIMIT_REGISTER: '1000/60',
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_FORGOT: '1000/60',
    RATE_LIMIT_RESET: '1000/60',
    RATE_LIMIT_SUBSCRIBE: '1000/60',
  })
  resetRateLimits()
  payload = await getTestPayload()
  standIn = await useStandIn()
  originalLogger = payload.logger
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log += chunk.toString()
      done()
    },
  })
  // The app's own logger settings (redaction, the request's context), written where we read.
  payload.logger = pino(loggerConfig().options, sink) as unknown as Payload['logger']
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      log += `${format(...args)}\n`
    })
})

afterAll(async () => {
  vi.restoreAllMocks()
  payload.logger = originalLogger
  await payload
    .delete({ collection: 'payout-details', where: { 'user.email': { equals: EMAIL } } })
    .catch(() => {})
  await payload.delete({
    collection: 'users',
    where: { email: { like: `%${run}@redaction-test` } },
  })
  await payload.delete({ collection: 'subscribers', where: { email: { equals: FAN } } })
  await standIn.stop()
  process.env = savedEnv
  resetRateLimits()
})

type Route = { POST: (request: Request, context: never) => Promise<Response> }
/** A route handler called as Next calls it, inside a request's context as the stack opens one. */
const post = (route: Route, path: string, body: unknown, token?: string) =>
  withLogContext({ requestId: `redaction-${path}` }, async () => {
    const response = await route.POST(
      apiRequest(path, { method: 'POST', body, token, headers: { 'accept-language': 'en' } }),
      undefined as never,
    )
    return { status: response.status, body: await readBody(response) }
  })

const tokenIn = (link: string) => decodeURIComponent(new URL(link).pathname.split('/').pop()!)

describe('the log of a run through the flows that handle secrets', () => {
  it('holds no password, token, email address or IBAN', async () => {
    const signUp = { fullname: 'Deniz Log', email: EMAIL, password: PASSWORD, role: 'artist' }
    const signedUp = await post(register, '/api/auth/register', signUp)
    expect(signedUp.status).toBe(201)
    secrets.add(signedUp.body.token as string)
    // The same address again: refused, without saying it in the log.
    expect((await post(register, '/api/auth/register', signUp)).status).toBeGreaterThanOrEqual(400)

    expect(
      (await post(login, '/api/auth/login', { email: EMAIL, password: 'Wrong1pass' })).status,
    ).toBe(401)
    const signedIn = await post(login, '/api/auth/login', { email: EMAIL, password: PASSWORD })
    expect(signedIn.status).toBe(200)
    const session = signedIn.body.token as string
    secrets.add(session)

    expect((await post(forgot, '/api/auth/forgot-password', { email: EMAIL })).status).toBe(200)
    await runQueuedJobs(payload)
    const [resetMail] = await mailTo(EMAIL)
    const resetToken = tokenIn(linkIn(resetMail, '/reset-password/'))
    secrets.add(resetToken)
    const resetAnswer = await post(reset, '/api/auth/reset-password', {
      token: resetToken,
      password: NEW_PASSWORD,
    })
    expect(resetAnswer.status).toBe(200)
    const again = await post(login, '/api/auth/login', { email: EMAIL, password: NEW_PASSWORD })
    expect(again.status).toBe(200)
    secrets.add(again.body.token as string)

    const payout = await withLogContext({ requestId: 'redaction-payout' }, () =>
      payments.putPayout(again.body.token as string, personPayout()),
    )
    expect(payout.status).toBe(200)

    expect((await post(subscribe, '/api/subscribe/fan', { email: FAN })).status).toBe(200)
    await runQueuedJobs(payload)
    const [confirmation] = await mailTo(FAN)
    secrets.add(tokenIn(linkIn(confirmation, '/subscription/confirm/')))

    // The run did log (the mail it sent, at least), and none of it is a secret.
    expect(log).toContain('[mail]')
    for (const secret of secrets) expect(log, `the log holds ${secret}`).not.toContain(secret)
    expect(log).not.toMatch(/[\w.+-]+@redaction-test\.example\.com/)
    expect(log).not.toMatch(/TR\d{2}\s?\d{4}/)
  })

  it('keeps secret fields out of what is logged, and the request id on each line', () => {
    withLogContext({ requestId: 'redaction-fields' }, () =>
      payload.logger.info(
        {
          email: EMAIL,
          user: { email: EMAIL, password: PASSWORD },
          data: { payout: { iban: GOOD_IBAN } },
        },
        'fields',
      ),
    )
    const line = log
      .split('\n')
      .filter((entry) => entry.startsWith('{'))
      .map((entry) => JSON.parse(entry) as Record<string, unknown>)
      .find((entry) => entry.msg === 'fields')!
    expect(line).toMatchObject({ requestId: 'redaction-fields', email: '[redacted]' })
    expect(JSON.stringify(line)).not.toContain(EMAIL)
    expect(JSON.stringify(line)).not.toContain(PASSWORD)
    expect(JSON.stringify(line)).not.toContain(GOOD_IBAN)
  })
})
