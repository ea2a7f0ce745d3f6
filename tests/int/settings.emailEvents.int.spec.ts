import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as settingsRoute from '../../src/app/api/me/settings/route'
import { NOTIFICATION_TYPES } from '../../src/lib/market/notificationTypes'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { market } from '../helpers/marketApi'
import { getTestPayload } from '../helpers/payload'
import { call } from '../helpers/profiles'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_PROFILE = '1000/60'
})
afterAll(() => cleanupMarket(payload, f))

const put = (token: string, body: unknown, locale = 'tr') =>
  call(settingsRoute.PUT, `/api/me/settings?locale=${locale}`, { method: 'PUT', token, body })
type Settings = { locale: string; emailEvents: Record<string, boolean> }
const get = (token: string) => call(settingsRoute.GET, '/api/me/settings', { token })
const settings = (reply: { body: { data?: unknown } }) => reply.body.data as Settings

describe('GET/PUT /api/me/settings emailEvents', () => {
  it('answers every notification type, all on for a new account', async () => {
    const read = await get(f.fan.token)
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual({
      locale: 'tr',
      city: null,
      digest: false,
      onSaleAlerts: false,
      emailEvents: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, true])),
    })
  })

  it('a partial update switches the named types and keeps the others and the language', async () => {
    await put(f.artist.token, { locale: 'en' })
    const first = await put(f.artist.token, { emailEvents: { newMessage: false } })
    expect(first.status).toBe(200)
    const second = await put(f.artist.token, { emailEvents: { declined: false } })
    expect(second.body.data).toMatchObject({
      locale: 'en',
      emailEvents: { newMessage: false, declined: false, accepted: true },
    })
    const read = await get(f.artist.token)
    expect(settings(read).emailEvents).toMatchObject({ newMessage: false, declined: false })
    expect(Object.keys(settings(read).emailEvents).sort()).toEqual([...NOTIFICATION_TYPES].sort())
    const back = await put(f.artist.token, { emailEvents: { newMessage: true } })
    expect(settings(back).emailEvents).toMatchObject({ newMessage: true, declined: false })
  })

  it('refuses an unknown type or a non-boolean with a 400 naming the field, in the request language', async () => {
    const unknown = await put(f.fan.token, { emailEvents: { weeklyPizza: false } }, 'en')
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toContain('“emailEvents”')
    const notBoolean = await put(f.fan.token, { emailEvents: { newMessage: 'no' } }, 'tr')
    expect(notBoolean.status).toBe(400)
    expect(notBoolean.body.message).toBe(
      'E-posta bildirim ayarı “emailEvents.newMessage” geçersiz: bilinen bir bildirim türü ve açık/kapalı (true/false) olmalıdır.',
    )
    // The answer names the field too, so /profil shows the error beside that switch.
    expect(notBoolean.body.field).toBe('emailEvents.newMessage')
    const notObject = await put(f.fan.token, { emailEvents: [false] }, 'en')
    expect(notObject.status).toBe(400)
    expect(notObject.body.message).toContain('emailEvents')
    // Nothing was saved by the refused requests.
    expect(settings(await get(f.fan.token)).emailEvents.newMessage).toBe(true)
  })
})

describe('notify honours the switches', () => {
  it('a switched-off type files the in-app notice but sends no mail; a switched-on type mails', async () => {
    await put(f.organizer.token, { emailEvents: { applicationReceived: false } })
    const gig = await makeGig(payload, f.organizer.user)
    const before = (await mailTo(f.organizer.user.email)).length
    const applied = await market.apply(f.artist.token, gig.id)
    expect(applied.status).toBe(201)
    await runQueuedJobs(payload)
    expect(await mailTo(f.organizer.user.email)).toHaveLength(before)
    const { docs } = await payload.find({
      collection: 'notifications',
      where: {
        and: [
          { user: { equals: f.organizer.user.id } },
          { type: { equals: 'applicationReceived' } },
          { application: { equals: (applied.body.data as { id: number }).id } },
        ],
      },
    })
    expect(docs).toHaveLength(1)

    // Only applicationReceived is off: the artist's withdrawal still reaches the organizer by mail.
    await market.answer(f.artist.token, (applied.body.data as { id: number }).id, 'withdraw')
    await runQueuedJobs(payload)
    const mails = await mailTo(f.organizer.user.email)
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)!.subject).toContain(gig.title)
  })
})
