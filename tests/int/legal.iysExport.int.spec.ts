import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as iysRoute from '../../src/app/api/admin/iys-consents/route'
import type { ConsentAction, ConsentKind } from '../../src/lib/legal/purposes'
import type { ConsentRecord } from '../../src/payload-types'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
const tokens: Record<'admin' | 'artist', string> = { admin: '', artist: '' }
const run = Date.now().toString(36)
const address = (name: string) => `iys-${name}-${run}@example.com`
const HEADER = 'type,source,recipient,status,consentDate,recipientType'

/** A record as the site would have written it at `at` (UTC); records cannot be removed later. */
const record = (
  email: string,
  purpose: ConsentRecord['purpose'],
  action: ConsentAction,
  at: string,
  kind: ConsentKind = 'marketing',
) =>
  payload.create({
    collection: 'consent-records',
    data: {
      email,
      purpose,
      kind,
      action,
      locale: 'tr',
      textVersion: 'test',
      textHash: 'test',
      ip: '127.0.0.1',
      screen: 'test',
      createdAt: at,
    },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  tokens.admin = await issueSessionToken(payload, users.admin)
  tokens.artist = await issueSessionToken(payload, users.artist)

  // Given late on 10 March UTC: 01:30 on 11 March in Istanbul.
  await record(address('given'), 'digest', 'given', '2025-03-10T22:30:00.000Z')
  // Given, then withdrawn: the newer record wins.
  await record(address('withdrawn'), 'digest', 'given', '2025-03-10T08:00:00.000Z')
  await record(address('withdrawn'), 'digest', 'withdrawn', '2025-03-12T10:15:30.000Z')
  // Given, withdrawn and given again.
  await record(address('regiven'), 'digest', 'given', '2025-03-10T08:00:00.000Z')
  await record(address('regiven'), 'digest', 'withdrawn', '2025-03-11T08:00:00.000Z')
  await record(address('regiven'), 'digest', 'given', '2025-03-13T07:00:00.000Z')
  // Notices accepted are not marketing consents.
  await record(address('notice'), 'newsletter', 'given', '2025-03-10T08:00:00.000Z', 'notice')
  await record(address('notice'), 'account', 'given', '2025-03-10T08:00:00.000Z', 'notice')
  // The newsletter opted into and confirmed, the digest given and withdrawn: still ONAY, since
  // the confirmation.
  await record(address('split'), 'newsletter', 'given', '2025-03-10T09:00:00.000Z')
  await record(address('split'), 'digest', 'given', '2025-03-10T12:00:00.000Z')
  await record(address('split'), 'digest', 'withdrawn', '2025-03-12T12:00:00.000Z')
  // Both channels given, both withdrawn: RET from the second withdrawal.
  await record(address('both-out'), 'digest', 'given', '2025-03-10T08:00:00.000Z')
  await record(address('both-out'), 'newsletter', 'given', '2025-03-10T08:05:00.000Z')
  await record(address('both-out'), 'newsletter', 'withdrawn', '2025-03-12T08:00:00.000Z')
  await record(address('both-out'), 'digest', 'withdrawn', '2025-03-14T08:00:00.000Z')
  // A newsletter opt-in its owner never confirmed: Sahne mails nothing, İYS is not told.
  await record(address('unconfirmed'), 'newsletter', 'given', '2025-03-10T08:00:00.000Z')
  // An address a CSV must quote (a quoted local part with a comma).
  await record(`"iys,quoted"-${run}@example.com`, 'digest', 'given', '2025-03-10T08:00:00.000Z')

  const subscriber = (email: string, status: 'pending' | 'confirmed', confirmedAt?: string) =>
    payload.create({
      collection: 'subscribers',
      data: { email, status, locale: 'tr', confirmedAt },
      overrideAccess: true,
    })
  await subscriber(address('split'), 'confirmed', '2025-03-10T09:20:00.000Z')
  await subscriber(address('both-out'), 'confirmed', '2025-03-10T08:10:00.000Z')
  await subscriber(address('unconfirmed'), 'pending')
})

afterAll(async () => {
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  await cleanupUsers(payload, users)
})

const download = (query: string, token?: string, locale = 'en') =>
  iysRoute.GET(
    apiRequest(`/api/admin/iys-consents?${query}`, {
      token,
      headers: { 'accept-language': locale },
    }),
    undefined,
  )

/** The file's lines about this run's addresses (other files' records share the table). */
const ownLines = async (response: Response) => {
  const lines = (await response.text()).split('\r\n')
  expect(lines[0]).toBe(HEADER)
  expect(lines.at(-1)).toBe('')
  return lines.filter((line) => line.includes(run))
}

describe('GET /api/admin/iys-consents', () => {
  it('gives an admin each address’s latest marketing e-mail consent, in Istanbul time', async () => {
    const response = await download('from=2025-03-01&to=2025-03-31', tokens.admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="sahne-iys-consents-2025-03-01_2025-03-31.csv"',
    )
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await ownLines(response)).toEqual([
      `EPOSTA,HS_WEB,"""iys,quoted""-${run}@example.com",ONAY,2025-03-10 11:00:00,BIREYSEL`,
      `EPOSTA,HS_WEB,${address('split')},ONAY,2025-03-10 12:20:00,BIREYSEL`,
      `EPOSTA,HS_WEB,${address('given')},ONAY,2025-03-11 01:30:00,BIREYSEL`,
      `EPOSTA,HS_WEB,${address('withdrawn')},RET,2025-03-12 13:15:30,BIREYSEL`,
      `EPOSTA,HS_WEB,${address('regiven')},ONAY,2025-03-13 10:00:00,BIREYSEL`,
      `EPOSTA,HS_WEB,${address('both-out')},RET,2025-03-14 11:00:00,BIREYSEL`,
    ])
  })

  it('keeps to the Istanbul days asked: the state at the end of `to`, changed since `from`', async () => {
    // On 11 March only: the address given that night; the others changed before or after.
    const eleventh = await download('from=2025-03-11&to=2025-03-11', tokens.admin)
    expect(await ownLines(eleventh)).toEqual([
      `EPOSTA,HS_WEB,${address('given')},ONAY,2025-03-11 01:30:00,BIREYSEL`,
      `EPOSTA,HS_WEB,${address('regiven')},RET,2025-03-11 11:00:00,BIREYSEL`,
    ])
    // Up to 10 March: the withdrawals to come are not known yet; 01:30 on the 11th is not in it.
    const tenth = await download('to=2025-03-10', tokens.admin)
    expect(tenth.headers.get('content-disposition')).toContain(
      'sahne-iys-consents-start_2025-03-10.csv',
    )
    const lines = await ownLines(tenth)
    expect(lines).toContain(
      `EPOSTA,HS_WEB,${address('withdrawn')},ONAY,2025-03-10 11:00:00,BIREYSEL`,
    )
    expect(lines).toContain(
      `EPOSTA,HS_WEB,${address('both-out')},ONAY,2025-03-10 11:00:00,BIREYSEL`,
    )
    expect(lines.some((line) => line.includes(address('given')))).toBe(false)
  })

  it('refuses a visitor and anyone but an admin', async () => {
    const visitor = await download('')
    expect(visitor.status).toBe(401)
    const artist = await download('', tokens.artist)
    expect(artist.status).toBe(403)
    expect(await artist.text()).not.toContain(run)
  })

  it('refuses dates that are not real days, or out of order, in the request’s language', async () => {
    const refused = async (query: string, locale: string) => {
      const response = await download(query, tokens.admin, locale)
      expect(response.status).toBe(400)
      return readBody(response)
    }
    expect(await refused('from=2025-02-30', 'tr')).toMatchObject({
      success: false,
      field: 'from',
      message: '“from” tarihi, YYYY-AA-GG biçiminde gerçek bir gün olmalıdır (örneğin 2026-11-01).',
    })
    expect(await refused('to=11.03.2025', 'en')).toMatchObject({
      field: 'to',
      message: 'The date “to” must be a real day written YYYY-MM-DD (for example 2026-11-01).',
    })
    expect(await refused('from=2025-03-12&to=2025-03-11', 'tr')).toMatchObject({
      field: 'from',
      message: 'Başlangıç tarihi, bitiş tarihinden sonra olamaz.',
    })
    expect(await refused('from=2025-03-12&to=2025-03-11', 'en')).toMatchObject({
      message: 'The start date cannot be after the end date.',
    })
  })
})
