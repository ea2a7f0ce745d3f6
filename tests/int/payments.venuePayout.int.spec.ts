import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Gig } from '../../src/payload-types'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import { cleanupPayments, GOOD_IBAN, payments, personPayout, useStandIn } from '../helpers/payments'
import { cleanupTickets, ticketShow, tickets, typeInput } from '../helpers/tickets'

let payload: Payload
let f: MarketFixture
let standIn: StandIn
let show: Gig
const paid = [typeInput({ price: 25_000 })]

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
  process.env.RATE_LIMIT_TICKET_TYPES = '1000/60'
})
afterAll(async () => {
  await cleanupTickets(payload, f)
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const company = {
  payeeType: 'company',
  legalName: 'Kadıköy Sahne İşletmeciliği A.Ş.',
  taxOffice: 'Kadıköy',
  taxNumber: '1234567890',
  iban: GOOD_IBAN,
  address: 'Caferağa Mah. 3',
  city: 'İstanbul',
  taxStatus: 'corporateTaxpayer',
}

/** The payout row of `userId` as stored: sealed, the sub-merchant's key beside it. */
const rowOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'payout-details',
      where: { user: { equals: userId } },
      overrideAccess: true,
      showHiddenFields: true,
    })
  ).docs[0]

describe('a venue’s payout details', () => {
  it('refuse bad input field by field, in the request’s language', async () => {
    const noIban = await payments.putPayout(f.organizer.token, { ...company, iban: 'TR00' }, 'tr')
    expect(noIban).toMatchObject({ status: 400, body: { field: 'iban' } })
    expect(noIban.body.message).toBe("Lütfen geçerli bir Türk IBAN'ı girin (TR ve 24 rakam).")
    const noOffice = await payments.putPayout(f.organizer.token, { ...company, taxOffice: '' })
    expect(noOffice).toMatchObject({ status: 400, body: { field: 'taxOffice' } })
    expect(noOffice.body.message).toBe('Please fill in this field.')
    expect(await rowOf(f.organizer.user.id)).toBeUndefined()
    expect((await payments.getPayout(f.organizer.token)).body.data).toBeNull()
    // Without saved details the venue sells no paid ticket.
    show = await ticketShow(payload, f)
    const refused = await tickets.put(f.organizer.token, show.id, paid)
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Add your payout details before selling paid tickets.')
  })

  it('are registered as the matching sub-merchant, stored sealed and read back masked', async () => {
    const saved = await payments.putPayout(f.organizer.token, company, 'tr')
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe('Ödeme bilgileri kaydedildi.')
    expect(saved.body.data).toMatchObject({
      payeeType: 'company',
      legalName: company.legalName,
      iban: 'TR** **** **** **** **** **13 26',
      taxNumber: '********90',
      taxStatus: 'corporateTaxpayer',
      registered: true,
      missing: [],
    })
    const row = (await rowOf(f.organizer.user.id))!
    expect(row.sealed).not.toContain('1234567890')
    expect(row.sealed).not.toContain('0006')
    expect(standIn.subMerchants.get(row.payeeKey!)).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      legalCompanyTitle: company.legalName,
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
    })
    expect((await payments.getPayout(f.organizer.token)).body.data).toMatchObject({
      registered: true,
      city: 'İstanbul',
    })
    // The type registered with the provider stays: another is refused, as for an artist.
    const change = await payments.putPayout(f.organizer.token, personPayout(), 'en')
    expect(change).toMatchObject({ status: 409, body: { field: 'payeeType' } })
  })

  it('let the venue sell paid tickets, which it could not before', async () => {
    const sold = await tickets.put(f.organizer.token, show.id, paid)
    expect(sold.status).toBe(200)
    expect(sold.body.data).toMatchObject([{ price: 25_000, fee: 1_250, total: 26_250 }])
  })

  it('an artist still saves theirs; a fan is refused in their language', async () => {
    const artist = await payments.putPayout(f.artist.token, personPayout())
    expect(artist.status).toBe(200)
    expect(artist.body.data).toMatchObject({ payeeType: 'individual', registered: true })
    for (const [locale, message] of [
      ['tr', 'Ödeme bilgilerini yalnızca sanatçılar ve mekânlar ekler.'],
      ['en', 'Only artists and venues add payout details.'],
    ] as const) {
      const fan = await payments.putPayout(f.fan.token, personPayout(), locale)
      expect(fan.status).toBe(403)
      expect(fan.body.message).toBe(message)
    }
    expect(await rowOf(f.fan.user.id)).toBeUndefined()
  })
})
