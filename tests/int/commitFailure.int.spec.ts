import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as subscribe from '../../src/app/api/subscribe/fan/route'
import { resetRateLimits } from '../../src/server/platform/rateLimits'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const query = (text: string) =>
  (payload.db as unknown as { pool: { query: (q: string) => Promise<unknown> } }).pool.query(text)

// A deferred constraint trigger runs at COMMIT, after every statement of the write succeeded:
// addresses starting "commit-fails" make the COMMIT raise, "commit-dies" make the server end the
// connection at COMMIT (as a Postgres restart would).
beforeAll(async () => {
  payload = await getTestPayload()
  await query(`
    CREATE OR REPLACE FUNCTION test_fail_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.email LIKE 'commit-dies%' THEN PERFORM pg_terminate_backend(pg_backend_pid()); END IF;
      IF NEW.email LIKE 'commit-fails%' THEN RAISE EXCEPTION 'forced commit failure'; END IF;
      RETURN NULL;
    END $$`)
  await query(`
    CREATE CONSTRAINT TRIGGER test_fail_commit AFTER INSERT ON subscribers
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_fail_commit()`)
})
afterAll(async () => {
  await query('DROP TRIGGER IF EXISTS test_fail_commit ON subscribers')
  await query('DROP FUNCTION IF EXISTS test_fail_commit()')
})

const stored = async (email: string) =>
  (await payload.count({ collection: 'subscribers', where: { email: { equals: email } } }))
    .totalDocs

describe('a write whose COMMIT fails (patches/@payloadcms+drizzle)', () => {
  it('throws from the Local API instead of returning the document as saved', async () => {
    const email = `commit-fails-${Date.now()}@fault.example.com`
    await expect(
      payload.create({ collection: 'subscribers', data: { email, status: 'confirmed' } }),
    ).rejects.toThrow(/commit/)
    expect(await stored(email)).toBe(0)
  })

  it('answers the API client with an error, not a success, and stores nothing', async () => {
    resetRateLimits()
    const email = `commit-fails-api-${Date.now()}@fault.example.com`
    const response = await subscribe.POST(
      apiRequest('/api/subscribe/fan', { method: 'POST', body: { email } }),
      {},
    )
    expect(response.status).toBe(500)
    expect((await readBody(response)).success).toBe(false)
    expect(await stored(email)).toBe(0)
  })

  it('answers 503 with Retry-After when the connection dies at COMMIT', async () => {
    resetRateLimits()
    const email = `commit-dies-${Date.now()}@fault.example.com`
    const response = await subscribe.POST(
      apiRequest('/api/subscribe/fan?locale=tr', { method: 'POST', body: { email } }),
      {},
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect((await readBody(response)).message).toBe(
      'Hizmet geçici olarak kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    )
    expect(await stored(email)).toBe(0)
  })
})
