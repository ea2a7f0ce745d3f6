import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ticketFee } from '../../src/lib/tickets/ticketFee'
import { cleanupMarket, makeGig, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupTickets,
  givePayoutDetails,
  ticketShow,
  tickets,
  typeInput,
  type TypeView,
} from '../helpers/tickets'

let payload: Payload
let f: MarketFixture

beforeAll(async () => {
  payload = await getTestPayload()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_TICKET_TYPES = '1000/60'
})

afterAll(async () => {
  await cleanupTickets(payload, f)
  await cleanupMarket(payload, f)
})

const typesOf = (reply: { body: { data?: unknown } }) => reply.body.data as TypeView[]

describe('a show’s ticket types', () => {
  it('are written by the show’s venue only, and read by anyone', async () => {
    const show = await ticketShow(payload, f)
    const types = [typeInput()]
    const anonymous = await tickets.put(undefined, show.id, types)
    expect(anonymous.status).toBe(401)
    for (const someone of [f.otherOrganizer, f.artist, f.fan]) {
      const refused = await tickets.put(someone.token, show.id, types)
      expect(refused.status).toBe(403)
      expect(refused.body.message).toBe("Only the show's venue can sell tickets for it.")
    }
    expect(typesOf(await tickets.list(show.id))).toEqual([])

    const saved = await tickets.put(f.organizer.token, show.id, types)
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('The ticket types were saved.')
    const [general] = typesOf(saved)
    expect(general).toMatchObject({
      name: 'General',
      price: 0,
      fee: 0,
      total: 0,
      quantity: 10,
      available: 10,
      perOrderLimit: 6,
      paused: false,
      state: 'onSale',
      saleEndsAt: new Date(show.date).toISOString(),
    })
    // A visitor reads them, in the language asked for.
    const turkish = await tickets.list(show.id, 'tr')
    expect(turkish.status).toBe(200)
    expect(typesOf(turkish)[0]).toMatchObject({ id: general!.id, name: 'Genel Giriş' })

    // The list is replaced: an id updates, none adds, one left out goes.
    const replaced = await tickets.put(f.organizer.token, show.id, [
      typeInput({ id: general!.id, quantity: 20, paused: true, perOrderLimit: 4 }),
      typeInput({ name: { tr: 'Balkon', en: 'Balcony' }, quantity: 5 }),
    ])
    expect(
      typesOf(replaced).map((t) => [t.id === general!.id, t.name, t.quantity, t.state]),
    ).toEqual([
      [true, 'General', 20, 'paused'],
      [false, 'Balcony', 5, 'onSale'],
    ])
    const dropped = await tickets.put(f.organizer.token, show.id, [typeInput({ id: general!.id })])
    expect(typesOf(dropped).map((t) => t.id)).toEqual([general!.id])
    expect(
      await payload.count({ collection: 'ticket-types', where: { gig: { equals: show.id } } }),
    ).toEqual({
      totalDocs: 1,
    })
  })

  it('are only for shows, and only for types of that show', async () => {
    const open = await makeGig(payload, f.organizer.user)
    expect((await tickets.list(open.id)).status).toBe(404)
    expect((await tickets.put(f.organizer.token, open.id, [typeInput()])).status).toBe(404)
    const show = await ticketShow(payload, f)
    const other = await ticketShow(payload, f)
    const [foreign] = typesOf(await tickets.put(f.organizer.token, other.id, [typeInput()]))
    const refused = await tickets.put(f.organizer.token, show.id, [typeInput({ id: foreign!.id })])
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      message: "That ticket type is not one of this show's.",
      field: 'types.0.id',
    })
  })

  it('never add up to more than the venue holds', async () => {
    const show = await ticketShow(payload, f, 100)
    const over = await tickets.put(f.organizer.token, show.id, [
      typeInput({ quantity: 60 }),
      typeInput({ name: { tr: 'Balkon', en: 'Balcony' }, quantity: 41 }),
    ])
    expect(over.status).toBe(409)
    expect(over.body.message).toBe(
      "The ticket types add up to 101 tickets, more than the venue's capacity of 100.",
    )
    const turkish = await tickets.put(
      f.organizer.token,
      show.id,
      [typeInput({ quantity: 101 })],
      'tr',
    )
    expect(turkish.body.message).toBe(
      'Bilet türlerinin toplamı 101 bilet; bu, mekânın 100 kişilik kapasitesinden fazla.',
    )
    const exactly = await tickets.put(f.organizer.token, show.id, [
      typeInput({ quantity: 60 }),
      typeInput({ name: { tr: 'Balkon', en: 'Balcony' }, quantity: 40 }),
    ])
    expect(exactly.status).toBe(200)

    const noCapacity = await ticketShow(payload, f, null)
    const refused = await tickets.put(f.organizer.token, noCapacity.id, [typeInput()])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toMatch(/^Set your venue's capacity on its profile/)
  })

  it('end their sale by the show’s start, and start it before they end', async () => {
    const show = await ticketShow(payload, f)
    const late = new Date(Date.parse(show.date) + 60_000).toISOString()
    const after = await tickets.put(f.organizer.token, show.id, [typeInput({ saleEndsAt: late })])
    expect(after.status).toBe(400)
    expect(after.body).toMatchObject({
      message: "The sale must end by the show's start.",
      field: 'types.0.saleEndsAt',
    })
    const backwards = await tickets.put(f.organizer.token, show.id, [
      typeInput({
        saleStartsAt: show.date,
        saleEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    ])
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe('The sale must start before it ends.')
    const badName = await tickets.put(
      f.organizer.token,
      show.id,
      [typeInput({ name: { tr: 'A' } })],
      'tr',
    )
    expect(badName.status).toBe(400)
    expect(badName.body.message).toBe(
      'Her bilet türüne Türkçe ve İngilizce, en çok 80 karakterlik bir ad verin.',
    )
    const fraction = await tickets.put(f.organizer.token, show.id, [typeInput({ price: 10.5 })])
    expect(fraction.status).toBe(400)
    expect(fraction.body.message).toMatch(/^The price is a whole number of kuruş/)
  })

  it('sell for money only once the venue has payout details, with the fee rounded half up', async () => {
    const show = await ticketShow(payload, f)
    const prices = [10, 29, 30, 100_000]
    const paid = prices.map((price, i) =>
      typeInput({ name: { tr: `Tür ${i}`, en: `Type ${i}` }, price, quantity: 5 }),
    )
    const refused = await tickets.put(f.organizer.token, show.id, paid)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Add your payout details before selling paid tickets.')
    await givePayoutDetails(payload, f.organizer.user.id)
    const saved = await tickets.put(f.organizer.token, show.id, paid)
    expect(saved.status).toBe(200)
    // 5 %: 0.5 → 1, 1.45 → 1, 1.5 → 2, 5000 exactly.
    expect(typesOf(saved).map((t) => [t.price, t.fee, t.total])).toEqual([
      [10, 1, 11],
      [29, 1, 30],
      [30, 2, 32],
      [100_000, 5000, 105_000],
    ])
  })
})

describe('the ticket fee', () => {
  it('is rounded half up to the kuruş at any percent', () => {
    expect(ticketFee(10, 5)).toBe(1)
    expect(ticketFee(9, 5)).toBe(0)
    expect(ticketFee(100, 7.5)).toBe(8)
    expect(ticketFee(1, 50)).toBe(1)
    expect(ticketFee(3, 50)).toBe(2)
    expect(ticketFee(12_345, 0)).toBe(0)
    // 1.005 % of 200 is 2.01; floating point alone would make some such cases 2.0099….
    expect(ticketFee(200, 1.005)).toBe(2)
  })
})
