import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { logIn } from '../../src/server/people'
import { isFailure } from '../../src/server/platform'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const run = Date.now().toString(36)
const PASSWORD = 'Passw0rdTest'

/** More logins at once than the pool has connections: each holds one for its transaction. */
let crowd: number

beforeAll(async () => {
  payload = await getTestPayload()
  const pool = (payload.db as unknown as { pool: Pool & { options: { max?: number } } }).pool
  crowd = (pool.options.max ?? 10) + 4
  for (let i = 0; i < crowd; i++)
    await payload.create({
      collection: 'users',
      data: {
        email: `crowd-${i}-${run}@concurrent.example.com`,
        password: PASSWORD,
        fullname: `Kalabalık ${i}`,
        role: 'artist',
      },
    })
})
afterAll(async () => {
  await payload.delete({
    collection: 'users',
    where: { email: { like: `%-${run}@concurrent.example.com` } },
  })
})

describe('logins at once, more than the pool has connections', () => {
  it('all answer: a login holds no connection while it waits for another', async () => {
    const emails = Array.from(
      { length: crowd },
      (_, i) => `crowd-${i}-${run}@concurrent.example.com`,
    )
    const sessions = await Promise.all(
      emails.map((email) => logIn(payload, { email, password: PASSWORD })),
    )
    expect(sessions.filter(isFailure)).toEqual([])
    expect(sessions.map((session) => (session as { user: { email: string } }).user.email)).toEqual(
      emails,
    )
  }, 30_000)

  it('all answer when every password is wrong, and the next right one still signs in', async () => {
    const emails = Array.from(
      { length: crowd },
      (_, i) => `crowd-${i}-${run}@concurrent.example.com`,
    )
    const refused = await Promise.all(
      emails.map((email) => logIn(payload, { email, password: 'Wrong0Password' })),
    )
    expect(refused.map((answer) => isFailure(answer) && answer.kind)).toEqual(
      emails.map(() => 'unauthenticated'),
    )
    const again = await logIn(payload, { email: emails[0]!, password: PASSWORD })
    expect(isFailure(again)).toBe(false)
  }, 30_000)
})
