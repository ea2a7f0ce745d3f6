import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as settingsRoute from '../../src/app/api/me/settings/route'
import { sendDigestBatch, sendWeeklyDigest } from '../../src/server/market/shows/sendWeeklyDigest'
import { stopDigest } from '../../src/server/market/shows/stopDigest'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import type { User } from '../../src/payload-types'
import { apiRequest, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { linkIn, mailTo } from '../helpers/mailbox'
import { cleanupFanRecords, cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { bookedGig } from '../helpers/shows'

let payload: Payload
let f: MarketFixture
const readers: User[] = []
const DAY = 24 * 60 * 60 * 1000

async function reader(name: string, data: Partial<User>) {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: `${name}-${Date.now()}@digest.example.com`,
      password: 'Passw0rdTest',
      fullname: name,
      role: 'fan',
      ...data,
    },
  })
  readers.push(user)
  return user
}

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_PROFILE = '1000/60'
})
afterAll(async () => {
  const ids = readers.map((r) => r.id)
  await cleanupFanRecords(payload, ids)
  await payload.delete({ collection: 'follows', where: { follower: { in: ids } } })
  await payload.delete({ collection: 'users', where: { id: { in: ids } } })
  await cleanupMarket(payload, f)
})

const putSettings = async (token: string, body: unknown) => {
  const res = await settingsRoute.PUT(
    apiRequest('/api/me/settings?locale=en', { method: 'PUT', token, body }),
    undefined,
  )
  return { status: res.status, body: await readBody(res) }
}

describe('a fan sets a home city and the digest', () => {
  it('saves city and digest through PUT /api/me/settings, refusing an unknown city', async () => {
    const fan = await reader('settings', {})
    const token = await issueSessionToken(payload, fan)
    const saved = await putSettings(token, { city: 'tokat', digest: true })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ locale: 'tr', city: 'tokat', digest: true })
    const refused = await putSettings(token, { city: 'paris' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("The city must be one of Turkey's provinces.")
    expect((await putSettings(token, {})).status).toBe(400)
    expect((await putSettings(token, { city: null })).body.data).toMatchObject({ city: null })
  })
})

describe('the weekly digest', () => {
  it("lists the week's shows in the fan's city and their followed artists' elsewhere; none when empty", async () => {
    // A moved clock: the week starting 100 days ahead, where only this test's shows are.
    const now = new Date(Date.now() + 100 * DAY)
    const inCity = await bookedGig(payload, f, {
      city: 'tokat',
      title: 'Tokat Gecesi',
      date: new Date(now.getTime() + 2 * DAY).toISOString(),
    })
    const elsewhere = await bookedGig(payload, f, {
      city: 'izmir',
      title: 'İzmir Gecesi',
      date: new Date(now.getTime() + 3 * DAY).toISOString(),
    })
    const farOff = await bookedGig(payload, f, {
      city: 'tokat',
      title: 'Sonraki Hafta',
      date: new Date(now.getTime() + 9 * DAY).toISOString(),
    })
    const fan = await reader('digest-on', { city: 'tokat', digest: true, locale: 'en' })
    await payload.create({
      collection: 'follows',
      data: { follower: fan.id, artist: f.artist.profile.id },
    })
    const quiet = await reader('digest-empty', { city: 'van', digest: true })
    const off = await reader('digest-off', { city: 'tokat', digest: false })

    await sendWeeklyDigest(payload, now)
    await sendWeeklyDigest(payload, now)
    await runQueuedJobs(payload)

    // (Its other mails tell of the bookings of the artist it follows.)
    const mails = (await mailTo(fan.email)).filter((m) => m.subject.includes('this week'))
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('Sahne: 2 shows this week')
    expect(mail.text).toContain('In Tokat:')
    expect(mail.text.indexOf('Tokat Gecesi')).toBeLessThan(mail.text.indexOf('İzmir Gecesi'))
    expect(mail.text).toContain(`/en/shows/${inCity.id}`)
    expect(mail.text).toContain(`/en/shows/${elsewhere.id}`)
    expect(mail.text).not.toContain(farOff.title)
    expect(await mailTo(quiet.email)).toHaveLength(0)
    expect(await mailTo(off.email)).toHaveLength(0)

    // The one-click link turns it off, signed: a forged one does nothing.
    const link = linkIn(mail, '/digest/unsubscribe/')
    const token = decodeURIComponent(link.split('/').pop()!)
    expect(await stopDigest(payload, `${fan.id}.forged`)).toBeNull()
    expect(await stopDigest(payload, token)).toEqual({ email: fan.email })
    expect((await payload.findByID({ collection: 'users', id: fan.id })).digest).toBe(false)
    expect(await stopDigest(payload, token)).toEqual({ email: fan.email })
  })

  it('is planned as one job per batch of readers, which share the readers and send each one mail', async () => {
    const now = new Date(Date.now() + 110 * DAY)
    await bookedGig(payload, f, {
      city: 'sinop',
      title: 'Sinop Gecesi',
      date: new Date(now.getTime() + 2 * DAY).toISOString(),
    })
    const fans = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => reader(`batch-${i}`, { city: 'sinop', digest: true })),
    )
    const planned = await sendWeeklyDigest(payload, now, 2)

    const { docs: batches } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendDigestBatch' }, completedAt: { exists: false } },
      pagination: false,
      depth: 0,
    })
    const mine = batches.filter((job) => (job.input as { now: string }).now === now.toISOString())
    const covered = mine.flatMap((job) => (job.input as { readers: number[] }).readers)
    // Every opted-in reader once (other tests' fans too), two a job.
    expect(covered).toHaveLength(planned)
    expect(new Set(covered).size).toBe(planned)
    expect(mine).toHaveLength(Math.ceil(planned / 2))
    expect(mine.every((job) => (job.input as { readers: number[] }).readers.length <= 2)).toBe(true)
    expect(covered).toEqual(expect.arrayContaining(fans.map((fan) => fan.id)))

    // A batch run twice (a retry) sends nothing twice.
    const first = mine.find((job) =>
      (job.input as { readers: number[] }).readers.includes(fans[0].id),
    )!
    await sendDigestBatch(payload, now, (first.input as { readers: number[] }).readers)
    await runQueuedJobs(payload)
    for (const fan of fans) {
      const mails = (await mailTo(fan.email)).filter((m) => m.text.includes('Sinop Gecesi'))
      expect(mails, fan.email).toHaveLength(1)
    }
  })
})
