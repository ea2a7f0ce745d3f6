import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Gig } from '../../src/payload-types'
import { daysFromNow, listGigsApi } from '../helpers/gigs'
import { getTestPayload } from '../helpers/payload'

let payload: Payload
const gigs: Gig[] = []
// A far-future window of our own, so other test files' gigs never fall inside it.
const YEAR = 2040
const at = (month: number, day: number) =>
  new Date(Date.UTC(YEAR, month - 1, day, 18)).toISOString()
const window = `from=${YEAR}-01-01&to=${YEAR}-12-31`

beforeAll(async () => {
  payload = await getTestPayload()
  const make = (title: string, data: Partial<Gig>) =>
    payload.create({
      collection: 'gigs',
      data: { title, city: 'istanbul', date: at(6, 1), ...data },
    })
  gigs.push(
    await make('Liste İzmir caz', {
      city: 'izmir',
      date: at(3, 10),
      genres: ['jazz', 'blues'],
      fee: { type: 'fixed', amount: 800_000 },
    }),
    await make('Liste İstanbul rock', {
      date: at(2, 5),
      genres: ['rock'],
      fee: { type: 'range', min: 100_000, max: 300_000 },
    }),
    await make('Liste Şanlıurfa türkü', {
      city: 'sanliurfa',
      date: at(4, 20),
      genres: ['turkish-folk'],
      fee: { type: 'door' },
    }),
    await make('Liste iptal', { date: at(5, 1), status: 'cancelled' }),
    await make('Liste dolu', { date: at(5, 2), status: 'filled' }),
    await make('Liste geçmiş', { date: daysFromNow(-2), city: 'izmir' }),
  )
})

afterAll(async () => {
  await payload.delete({ collection: 'gigs', where: { id: { in: gigs.map((g) => g.id) } } })
})

const titles = async (query: string) =>
  (await listGigsApi(`?${window}&${query}`)).data.map((g) => g.title)

describe('GET /api/gigs filters', () => {
  it('lists upcoming open gigs soonest first, leaving cancelled, filled and past ones out', async () => {
    expect(await titles('')).toEqual([
      'Liste İstanbul rock',
      'Liste İzmir caz',
      'Liste Şanlıurfa türkü',
    ])
    const all = (await listGigsApi('?limit=50')).data.map((g) => g.title)
    expect(all).not.toContain('Liste geçmiş')
    expect(all).not.toContain('Liste iptal')
  })

  it.each(['izmir', 'İzmir', 'İZMİR', 'izmır', 'IZMIR'])(
    'finds the İzmir gig for city=%s',
    async (city) => {
      expect(await titles(`city=${encodeURIComponent(city)}`)).toEqual(['Liste İzmir caz'])
    },
  )

  it('matches Turkish letters in a city name typed without them', async () => {
    expect(await titles('city=Sanliurfa')).toEqual(['Liste Şanlıurfa türkü'])
    expect(await titles(`city=${encodeURIComponent('ŞANLIURFA')}`)).toEqual([
      'Liste Şanlıurfa türkü',
    ])
  })

  it('lists nothing for a city that is no province', async () => {
    expect(await titles('city=gotham')).toEqual([])
  })

  it.each(['jazz', 'Caz', 'CAZ'])('filters by genre=%s (key or label)', async (genre) => {
    expect(await titles(`genre=${encodeURIComponent(genre)}`)).toEqual(['Liste İzmir caz'])
  })

  it('filters by a Turkish genre label with Turkish letters', async () => {
    expect(await titles(`genre=${encodeURIComponent('Türk halk müziği')}`)).toEqual([
      'Liste Şanlıurfa türkü',
    ])
  })

  it('filters by days, Istanbul time', async () => {
    expect(
      (await listGigsApi(`?from=${YEAR}-03-01&to=${YEAR}-03-31`)).data.map((g) => g.title),
    ).toEqual(['Liste İzmir caz'])
  })

  it('keeps fees that reach minFee: a fixed amount or the top of a range, never a door share', async () => {
    expect(await titles('minFee=2500')).toEqual(['Liste İstanbul rock', 'Liste İzmir caz'])
    expect(await titles('minFee=5000')).toEqual(['Liste İzmir caz'])
  })

  it('pages through the list with the spec’s pagination', async () => {
    const first = await listGigsApi(`?${window}&limit=2&page=1`)
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 })
    expect(first.data.map((g) => g.title)).toEqual(['Liste İstanbul rock', 'Liste İzmir caz'])
    const second = await listGigsApi(`?${window}&limit=2&page=2`)
    expect(second.data.map((g) => g.title)).toEqual(['Liste Şanlıurfa türkü'])
  })

  it('lists the gigs that have started with past=1, latest first', async () => {
    const past = (await listGigsApi('?past=1&city=izmir&limit=50')).data.map((g) => g.title)
    expect(past).toContain('Liste geçmiş')
    expect(past).not.toContain('Liste İzmir caz')
  })
})
