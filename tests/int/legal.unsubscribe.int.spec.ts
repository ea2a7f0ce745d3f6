import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as unsubscribeRoute from '../../src/app/api/unsubscribe/route'
import { oneClickHeaders, unsubscribeToken } from '../../src/server/outreach'
import { updateSettings } from '../../src/server/people'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const savedEnv = { ...process.env }
const run = Date.now().toString(36)
const address = (name: string) => `oneclick-${name}-${run}@example.com`

beforeAll(async () => {
  process.env.RATE_LIMIT_SUBSCRIBE = '1000/60'
  resetRateLimits()
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: run } } })
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  process.env = savedEnv
  resetRateLimits()
})

/** What `curl -X POST -d List-Unsubscribe=One-Click '<the header's link>'` sends. */
const oneClick = (url: string) =>
  unsubscribeRoute.POST(
    apiRequest(url, {
      method: 'POST',
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    undefined,
  )

const linkOf = (headers: Record<string, string>) => {
  const link = /<(https?:[^>]+)>/.exec(headers['List-Unsubscribe'])?.[1]
  expect(link).toBeTruthy()
  const url = new URL(link as string)
  return `${url.pathname}${url.search}`
}

const withdrawals = async (email: string) =>
  (
    await payload.find({
      collection: 'consent-records',
      where: { email: { equals: email }, action: { equals: 'withdrawn' } },
      pagination: false,
    })
  ).docs

describe('one-click unsubscribe (RFC 8058)', () => {
  it('turns the digest off from a plain POST, no sign-in, and records the withdrawal once per click', async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: address('digest'),
        password: 'Passw0rdTest',
        fullname: 'Fan',
        role: 'fan',
        digest: true,
      },
    })
    const headers = oneClickHeaders(
      'digest',
      unsubscribeToken(payload.secret, user, 'digest-unsubscribe'),
    )
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(headers['List-Unsubscribe']).toMatch(
      /^<https?:\/\/[^>]+\/api\/unsubscribe\?[^>]+>, <mailto:[^>]+>$/,
    )

    const response = await oneClick(linkOf(headers))
    expect(response.status).toBe(200)
    expect((await readBody(response)).success).toBe(true)
    expect((await payload.findByID({ collection: 'users', id: user.id })).digest).toBe(false)
    const [record] = await withdrawals(address('digest'))
    expect(record).toMatchObject({
      kind: 'marketing',
      purpose: 'digest',
      screen: 'list-unsubscribe',
    })

    // A second click (or a scanner's) answers the same.
    expect((await oneClick(linkOf(headers))).status).toBe(200)
  })

  it('ends a newsletter subscription the same way', async () => {
    const subscriber = await payload.create({
      collection: 'subscribers',
      data: { email: address('news'), status: 'confirmed' },
      overrideAccess: true,
    })
    const headers = oneClickHeaders('newsletter', unsubscribeToken(payload.secret, subscriber))
    expect((await oneClick(linkOf(headers))).status).toBe(200)
    const after = await payload.findByID({ collection: 'subscribers', id: subscriber.id })
    expect(after.status).toBe('unsubscribed')
    expect(await withdrawals(address('news'))).toHaveLength(1)
  })

  it('refuses a token signed for another channel or forged, and a missing channel', async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: address('other'),
        password: 'Passw0rdTest',
        fullname: 'Fan',
        role: 'fan',
        digest: true,
      },
    })
    const newsletterToken = unsubscribeToken(payload.secret, user)
    expect(
      (await oneClick(`/api/unsubscribe?channel=digest&token=${newsletterToken}`)).status,
    ).toBe(404)
    expect((await oneClick(`/api/unsubscribe?channel=digest&token=${user.id}.forged`)).status).toBe(
      404,
    )
    const missing = await oneClick(`/api/unsubscribe?token=${newsletterToken}&locale=tr`)
    expect(missing.status).toBe(400)
    expect((await readBody(missing)).message).toBe('Bu bağlantı geçersiz veya süresi dolmuş.')
    expect((await payload.findByID({ collection: 'users', id: user.id })).digest).toBe(true)
    expect(await withdrawals(address('other'))).toHaveLength(0)
  })
})

describe('the digest toggle in the profile settings', () => {
  it('records turning it on and off as a marketing opt-in given and withdrawn', async () => {
    const email = address('toggle')
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'Passw0rdTest', fullname: 'Fan', role: 'fan' },
    })
    const source = { ip: '198.51.100.4', screen: 'profile-settings', locale: 'tr' as const }
    await updateSettings(payload, user, { digest: true }, source)
    const on = await payload.findByID({ collection: 'users', id: user.id })
    await updateSettings(payload, on, { digest: true }, source)
    await updateSettings(payload, on, { digest: false }, source)
    const { docs } = await payload.find({
      collection: 'consent-records',
      where: { email: { equals: email } },
      sort: 'id',
      pagination: false,
    })
    expect(docs.map((r) => [r.purpose, r.action, r.ip])).toEqual([
      ['digest', 'given', '198.51.100.4'],
      ['digest', 'withdrawn', '198.51.100.4'],
    ])
  })
})
