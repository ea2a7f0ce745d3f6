import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as exportRoute from '../../src/app/api/admin/iys-consents/route'
import * as refusalsRoute from '../../src/app/api/admin/iys-refusals/route'
import type { ConsentRecord, User } from '../../src/payload-types'
import { issueSessionToken } from '../../src/server/people/auth/issueSessionToken'
import { apiRequest, readBody } from '../helpers/api'
import { getTestPayload } from '../helpers/payload'
import { cleanupUsers, seedUsers, type TestUsers } from '../helpers/users'

let payload: Payload
let users: TestUsers
const tokens: Record<'admin' | 'artist', string> = { admin: '', artist: '' }
const run = Date.now().toString(36)
const address = (name: string) => `iysret-${name}-${run}@example.com`
const HEADER = 'type,source,recipient,status,consentDate,recipientType'
const accounts: Record<string, User> = {}

/** A marketing record as the site wrote it at `at` (UTC). */
const record = (email: string, purpose: ConsentRecord['purpose'], at: string, user?: number) =>
  payload.create({
    collection: 'consent-records',
    data: {
      user,
      email,
      purpose,
      kind: 'marketing',
      action: 'given',
      locale: 'tr',
      textVersion: 'test',
      textHash: 'test',
      ip: '127.0.0.1',
      screen: 'test',
      createdAt: at,
    },
    overrideAccess: true,
  })

/** An account with the digest on since `optedInAt` (recorded), or off. */
async function account(name: string, optedInAt: string | null, locale: 'tr' | 'en' = 'tr') {
  const user = await payload.create({
    collection: 'users',
    data: {
      email: address(name),
      password: 'Passw0rdTest',
      fullname: name,
      role: 'fan',
      locale,
      digest: optedInAt !== null,
    },
  })
  if (optedInAt) await record(user.email, 'digest', optedInAt, user.id)
  accounts[name] = user
}

/** A confirmed newsletter subscriber since `confirmedAt`, its opt-in recorded just before. */
async function subscriber(name: string, confirmedAt: string, locale: 'tr' | 'en' = 'tr') {
  const optedInAt = new Date(Date.parse(confirmedAt) - 60_000).toISOString()
  await record(address(name), 'newsletter', optedInAt)
  await payload.create({
    collection: 'subscribers',
    data: { email: address(name), status: 'confirmed', locale, confirmedAt },
    overrideAccess: true,
  })
}

const line = (name: string, status: string, date: string, type = 'EPOSTA') =>
  `${type},HS_WEB,${address(name)},${status},${date},BIREYSEL`

beforeAll(async () => {
  payload = await getTestPayload()
  users = await seedUsers(payload)
  tokens.admin = await issueSessionToken(payload, users.admin)
  tokens.artist = await issueSessionToken(payload, users.artist)
  await account('digest', '2025-03-01T09:00:00.000Z', 'en')
  await subscriber('newsletter', '2025-03-02T09:00:00.000Z', 'tr')
  // Opted in again on Sahne (1 June) after refusing in İYS (1 May).
  await account('regiven', '2025-06-01T09:00:00.000Z')
  // The digest older than the refusal, the newsletter confirmed after it.
  await account('split', '2025-03-01T09:00:00.000Z')
  await subscriber('split', '2025-07-01T09:00:00.000Z')
  await account('off', null)
  // Refused in İYS for SMS only, and given (ONAY) in İYS: neither is applied.
  await account('sms', '2025-03-01T09:00:00.000Z')
  await account('onay', null)
  await account('semicolon', '2025-03-01T09:00:00.000Z')
})

afterAll(async () => {
  await payload.delete({ collection: 'subscribers', where: { email: { like: run } } })
  await payload.delete({ collection: 'users', where: { email: { like: run } } })
  await cleanupUsers(payload, users)
})

/** Loads `csv` as the admin, or as `token`'s user (null: a visitor). */
const load = (csv: unknown, token: string | null = tokens.admin, locale = 'en') =>
  refusalsRoute.POST(
    apiRequest('/api/admin/iys-refusals', {
      method: 'POST',
      token: token ?? undefined,
      body: { csv },
      headers: { 'accept-language': locale, 'x-forwarded-for': '203.0.113.7' },
    }),
    undefined,
  )

/** This run's withdrawal records, oldest first. */
const withdrawals = async () =>
  (
    await payload.find({
      collection: 'consent-records',
      where: { and: [{ email: { like: run } }, { action: { equals: 'withdrawn' } }] },
      sort: 'createdAt',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const digestOf = async (name: string) =>
  (await payload.findByID({ collection: 'users', id: accounts[name]!.id, overrideAccess: true }))
    .digest

const statusOf = async (name: string) =>
  (
    await payload.find({
      collection: 'subscribers',
      where: { email: { equals: address(name) } },
      overrideAccess: true,
    })
  ).docs[0]?.status

// Istanbul time: 1 May 2025 12:00 there is 09:00 UTC.
const FILE = [
  HEADER,
  line('digest', 'RET', '2025-05-01 12:00:00'),
  line('newsletter', 'RET', '2025-05-01 12:00:00'),
  line('regiven', 'RET', '2025-05-01 12:00:00'),
  line('split', 'RET', '2025-05-01 12:00:00'),
  line('off', 'RET', '2025-05-01 12:00:00'),
  line('nobody', 'RET', '2025-05-01 12:00:00'),
  line('sms', 'RET', '2025-05-01 12:00:00', 'MESAJ'),
  line('onay', 'ONAY', '2025-05-01 12:00:00'),
  `EPOSTA,HS_WEB,${address('short')},RET,2025-05-01 12:00:00`,
  line('digest', 'RET', '2025-05-01 12:00:00').replace(address('digest'), 'not-an-address'),
  line('digest', 'RET', '2025-02-30 12:00:00'),
  line('digest', 'RED', '2025-05-01 12:00:00'),
  '',
].join('\r\n')

describe('POST /api/admin/iys-refusals', () => {
  it('switches off each channel a refusal made in İYS names, one withdrawal record each', async () => {
    const response = await load(FILE)
    expect(response.status).toBe(200)
    const body = await readBody(response)
    expect(body.message).toBe('İYS’s file was read; marketing mail switched off for 3 addresses.')
    expect(body.data).toEqual({
      refusals: 6,
      applied: { addresses: 3, channels: 3 },
      alreadyOff: 1,
      newerOptInKept: [
        { recipient: address('regiven'), channels: ['digest'] },
        { recipient: address('split'), channels: ['newsletter'] },
      ],
      unknown: 1,
      notApplied: { consents: 1, otherTypes: 1 },
      refused: [
        { line: 10, reason: 'columns' },
        { line: 11, reason: 'email' },
        { line: 12, reason: 'date' },
        { line: 13, reason: 'status' },
      ],
    })
    expect(await digestOf('digest')).toBe(false)
    expect(await statusOf('newsletter')).toBe('unsubscribed')
    expect(await digestOf('split')).toBe(false)
    expect(await statusOf('split')).toBe('confirmed')
    // The newer opt-in, the other channel's refusal and the consent given in İYS change nothing.
    expect(await digestOf('regiven')).toBe(true)
    expect(await digestOf('sms')).toBe(true)
    expect(await digestOf('onay')).toBe(false)

    const records = await withdrawals()
    expect(records.map((r) => [r.email, r.purpose, r.user ?? null, r.locale])).toEqual([
      [address('digest'), 'digest', accounts.digest!.id, 'en'],
      [address('newsletter'), 'newsletter', null, 'tr'],
      [address('split'), 'digest', accounts.split!.id, 'tr'],
    ])
    for (const r of records) {
      expect(r).toMatchObject({ kind: 'marketing', screen: 'iysRefusal', ip: '203.0.113.7' })
      expect(r.textHash).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it('makes the export say RET for the addresses switched off', async () => {
    const response = await exportRoute.GET(
      apiRequest('/api/admin/iys-consents', { token: tokens.admin }),
      undefined,
    )
    const lines = (await response.text()).split('\r\n')
    const statusOfLine = (name: string) =>
      lines.find((l) => l.includes(`,${address(name)},`))?.split(',')[3]
    expect(statusOfLine('digest')).toBe('RET')
    expect(statusOfLine('newsletter')).toBe('RET')
    expect(statusOfLine('regiven')).toBe('ONAY')
    expect(statusOfLine('split')).toBe('ONAY')
  })

  it('changes nothing when the same file is loaded again', async () => {
    const before = (await withdrawals()).length
    const body = await readBody(await load(FILE))
    expect(body.message).toBe('İYS’s file was read; no marketing mail needed switching off.')
    expect(body.data).toMatchObject({
      refusals: 6,
      applied: { addresses: 0, channels: 0 },
      alreadyOff: 3,
      unknown: 1,
      newerOptInKept: [
        { recipient: address('regiven'), channels: ['digest'] },
        { recipient: address('split'), channels: ['newsletter'] },
      ],
    })
    expect(await withdrawals()).toHaveLength(before)
  })

  it('reads a file with a byte-order mark, `;` separators and LF lines', async () => {
    const csv = `\uFEFF${HEADER.replaceAll(',', ';')}\n${line('semicolon', 'RET', '2025-05-01T12:00:00').replaceAll(',', ';')}\n`
    const body = await readBody(await load(csv, tokens.admin, 'tr'))
    expect(body.message).toBe('İYS dosyası okundu; 1 adresin pazarlama e-postaları durduruldu.')
    expect(body.data).toMatchObject({ refusals: 1, applied: { addresses: 1, channels: 1 } })
    expect(await digestOf('semicolon')).toBe(false)
  })

  it('refuses a file that is not İYS’s, or too large, in the request’s language', async () => {
    const before = (await withdrawals()).length
    const wrongHeader = `recipient,status\r\n${address('regiven')},RET\r\n`
    const tr = await load(wrongHeader, tokens.admin, 'tr')
    expect(tr.status).toBe(400)
    expect(await readBody(tr)).toMatchObject({
      success: false,
      field: 'csv',
      message: expect.stringMatching(/^Dosyanın ilk satırı İYS sütunlarının başlığı olmalıdır/),
    })
    const en = await readBody(await load('', tokens.admin, 'en'))
    expect(en.message).toMatch(/^The file’s first line must be the header of İYS’s columns/)
    const large = await load(`${HEADER}\n${'x'.repeat(2_000_001)}`, tokens.admin, 'en')
    expect(large.status).toBe(400)
    expect((await readBody(large)).message).toMatch(/^The file is too large/)
    // A file of İYS's layout whose lines are all unreadable applies nothing and names each line.
    const unreadable = [
      HEADER,
      line('sms', 'RET', '2025-13-01 12:00:00'),
      `EPOSTA;HS_WEB;${address('sms')};RET;2025-05-01 12:00:00;BIREYSEL`,
    ].join('\n')
    expect((await readBody(await load(unreadable))).data).toMatchObject({
      refusals: 0,
      applied: { addresses: 0, channels: 0 },
      refused: [
        { line: 2, reason: 'date' },
        { line: 3, reason: 'columns' },
      ],
    })
    expect(await withdrawals()).toHaveLength(before)
    expect(await digestOf('sms')).toBe(true)
  })

  it('refuses a visitor and anyone but an admin', async () => {
    expect((await load(FILE, null)).status).toBe(401)
    const artist = await load(FILE, tokens.artist)
    expect(artist.status).toBe(403)
    expect(await artist.text()).not.toContain(run)
  })
})
