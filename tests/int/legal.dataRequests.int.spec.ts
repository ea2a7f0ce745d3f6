import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as requestsRoute from '../../src/app/api/me/data-requests/route'
import type { DataRequest } from '../../src/payload-types'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { cleanupMarket, type MarketActor, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { as, expectDenied } from '../helpers/users'

let payload: Payload
let f: MarketFixture
const savedEnv = { ...process.env }
const DAY = 24 * 3600_000
const db = () => (payload.db as unknown as PostgresAdapter).drizzle

const file = async (actor: MarketActor, body: unknown, locale = 'en') => {
  const response = await requestsRoute.POST(
    apiRequest(`/api/me/data-requests?locale=${locale}`, {
      method: 'POST',
      token: actor.token,
      body,
    }),
    undefined,
  )
  return { status: response.status, body: await readBody(response) }
}

const list = async (actor: MarketActor) =>
  (
    await readBody(
      await requestsRoute.GET(
        apiRequest('/api/me/data-requests', { token: actor.token }),
        undefined,
      ),
    )
  ).data as { id: number; status: string }[]

beforeAll(async () => {
  process.env.RATE_LIMIT_DATA_REQUESTS = '6/3600'
  resetRateLimits()
  payload = await getTestPayload()
  f = await seedMarket(payload)
})

afterAll(async () => {
  const users = Object.values(f).map((a) => a.user.id)
  await db().execute(sql`delete from data_requests where user_id in ${users}`)
  await cleanupMarket(payload, f)
  process.env = savedEnv
  resetRateLimits()
})

describe('requests to correct or delete (KVKK art. 11, 13)', () => {
  it('files a request due in 30 days, lists it only to its owner, and refuses a bad one', async () => {
    const filed = await file(
      f.fan,
      { kind: 'correction', text: 'Adım yanlış yazılmış: Ayşe.' },
      'tr',
    )
    expect(filed.status).toBe(201)
    const data = filed.body.data as { id: number; dueAt: string; status: string }
    expect(data.status).toBe('open')
    const due = new Date(data.dueAt).getTime() - Date.now()
    expect(Math.abs(due - 30 * DAY)).toBeLessThan(60_000)
    expect((await list(f.fan)).map((r) => r.id)).toContain(data.id)
    expect((await list(f.artist)).map((r) => r.id)).not.toContain(data.id)
    await expectDenied(
      payload.findByID({ collection: 'data-requests', id: data.id, ...as(f.artist.user) }),
    )
    await expectDenied(
      payload.update({
        collection: 'data-requests',
        id: data.id,
        data: { status: 'done', answer: 'x' },
        ...as(f.fan.user),
      }),
    )
    const short = await file(f.fan, { kind: 'correction', text: 'kısa' })
    expect(short.status).toBe(400)
    expect((await file(f.fan, { kind: 'rename', text: 'Please rename my account.' })).status).toBe(
      400,
    )
  })

  it('shows admins the due date, sorted by it, with what is overdue marked', async () => {
    const config = payload.collections['data-requests'].config
    expect(config.defaultSort).toBe('dueAt')
    expect(config.admin.defaultColumns).toEqual(expect.arrayContaining(['dueAt', 'overdue']))
    const old = await file(f.artist, {
      kind: 'deletion',
      text: 'Lütfen eski profil metnimi silin.',
    })
    const id = (old.body.data as { id: number }).id
    await db().execute(
      sql`update data_requests set due_at = now() - interval '1 day' where id = ${id}`,
    )
    const read = await payload.findByID({ collection: 'data-requests', id, ...as(f.admin.user) })
    expect(read.overdue).toBe(true)
    const { docs } = await payload.find({
      collection: 'data-requests',
      where: { user: { in: [f.artist.user.id, f.fan.user.id] } },
      ...as(f.admin.user),
    })
    expect(docs[0].id).toBe(id)
    expect(docs.find((doc) => doc.id !== id)?.overdue).toBe(false)
  })

  it('needs an answer to close a request and mails it to the person in their language', async () => {
    const [open] = await list(f.fan)
    await expect(
      payload.update({
        collection: 'data-requests',
        id: open.id,
        data: { status: 'done' },
        ...as(f.admin.user),
      }),
    ).rejects.toThrow()
    const answered: DataRequest = await payload.update({
      collection: 'data-requests',
      id: open.id,
      data: { status: 'done', answer: 'Adınızı düzelttik.' },
      ...as(f.admin.user),
    })
    expect(answered.answeredAt).toBeTruthy()
    await runQueuedJobs(payload)
    const mails = (await mailTo(f.fan.user.email)).filter((m) =>
      m.text.includes('Adınızı düzelttik.'),
    )
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toContain('Düzeltme talebiniz yanıtlandı')
    expect(mails[0].text).toContain('Adım yanlış yazılmış')
  })

  it('limits how many requests one account files', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await file(f.otherArtist, { kind: 'deletion', text: 'Please delete my old bio.' })).status,
      )
    expect(statuses).toContain(429)
  })
})
