import { describe, expect, it } from 'vitest'

import { apiRoute } from '../../src/app/api/_http/apiRoute'
import { apiRequest, readBody } from '../helpers/api'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })
// What pg, pg-pool and drizzle throw while Postgres is down, restarting or out of connections.
const outages: [string, unknown][] = [
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['admin shutdown', withCode('terminating connection due to administrator command', '57P01')],
  ['connection exception', withCode('connection failure', '08006')],
  ['starting up', withCode('the database system is starting up', '57P03')],
  ['dropped connection', new Error('Connection terminated unexpectedly')],
  ['pool timeout', new Error('timeout exceeded when trying to connect')],
  [
    'wrapped by drizzle',
    new Error('Failed query: select 1', { cause: new Error('Connection terminated') }),
  ],
  [
    'every address refused',
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]),
  ],
]

const failingWith = (error: unknown) =>
  apiRoute(async () => {
    throw error
  })

describe('apiRoute while the database is unreachable', () => {
  it.each(outages)('answers 503 with Retry-After for %s', async (_, error) => {
    const response = await failingWith(error)(apiRequest('/api/gigs'), {})
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await readBody(response)).toEqual({
      success: false,
      message: 'The service is temporarily unavailable. Please try again in a few seconds.',
    })
  })

  it('says so in Turkish when the request asks for Turkish', async () => {
    const response = await failingWith(outages[0][1])(
      apiRequest('/api/gigs', { headers: { 'accept-language': 'tr-TR' } }),
      {},
    )
    expect((await readBody(response)).message).toBe(
      'Hizmet geçici olarak kullanılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.',
    )
  })

  it('still answers 500 for other failures, such as a broken query', async () => {
    const response = await failingWith(withCode('column "x" does not exist', '42703'))(
      apiRequest('/api/gigs'),
      {},
    )
    expect(response.status).toBe(500)
    expect(response.headers.get('retry-after')).toBeNull()
  })
})
