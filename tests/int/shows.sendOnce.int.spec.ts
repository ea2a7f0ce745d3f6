import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendOnce } from '../../src/server/market/shows/sendOnce'
import { queueEmail } from '../../src/server/outreach'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
const key = `test:${Date.now().toString(36)}`
const mail = (subject: string) => ({
  to: 'fan@example.com',
  subject,
  text: 'Merhaba',
  html: '<p>Merhaba</p>',
})

const marks = async () =>
  (
    await payload.count({
      collection: 'notice-marks',
      where: { and: [{ user: { equals: users.artist.id } }, { key: { equals: key } }] },
    })
  ).totalDocs
const queued = async (subject: string) =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.subject': { equals: subject } }],
      },
    })
  ).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
})
afterAll(async () => {
  await payload.delete({ collection: 'notice-marks', where: { key: { equals: key } } })
  await cleanupUsers(payload, users)
})

describe('sendOnce', () => {
  it('takes the claim back when sending fails, so the next run sends it', async () => {
    const failing = sendOnce(payload, users.artist.id, key, async (req) => {
      await queueEmail(payload, mail(`${key} lost`), req)
      throw new Error('the queue went away')
    })
    await expect(failing).rejects.toThrow('the queue went away')
    expect(await marks()).toBe(0)
    expect(await queued(`${key} lost`)).toBe(0)

    const send = (req: Parameters<Parameters<typeof sendOnce>[3]>[0]) =>
      queueEmail(payload, mail(`${key} sent`), req)
    expect(await sendOnce(payload, users.artist.id, key, send)).toBe(true)
    expect(await sendOnce(payload, users.artist.id, key, send)).toBe(false)
    expect(await marks()).toBe(1)
    expect(await queued(`${key} sent`)).toBe(1)
  })

  it('sends once when two runs claim the same notice at the same time', async () => {
    const raced = `${key}-race`
    const send = (req: Parameters<Parameters<typeof sendOnce>[3]>[0]) =>
      queueEmail(payload, mail(raced), req)
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => sendOnce(payload, users.artist.id, raced, send)),
    )
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    expect(await queued(raced)).toBe(1)
    await payload.delete({ collection: 'notice-marks', where: { key: { equals: raced } } })
  })
})
