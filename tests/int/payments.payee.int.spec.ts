import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as commissionRoute from '../../src/app/api/bookings/[id]/commission.pdf/route'
import * as withholdingRoute from '../../src/app/api/admin/withholding/route'
import {
  moneySummary,
  paymentView,
  reconcilePayments,
  releaseDuePayments,
} from '../../src/server/payments'
import { withholdingBasisPoints } from '../../src/server/payments/payout/withholdingRate'
import { statementRows } from '../../src/server/payments/view/paymentStatementPdf'
import type { StandIn } from '../../scripts/iyzicoStandin/standin'
import { apiRequest, params } from '../helpers/api'
import { cleanupMarket, type MarketFixture, seedMarket } from '../helpers/market'
import { getTestPayload } from '../helpers/payload'
import {
  cleanupPayments,
  confirmedBooking,
  GOOD_IBAN,
  GOOD_TCKN,
  ledgerOf,
  payBooking,
  paymentOf,
  payments,
  useStandIn,
} from '../helpers/payments'

let payload: Payload
let f: MarketFixture
let standIn: StandIn

beforeAll(async () => {
  payload = await getTestPayload()
  standIn = await useStandIn()
  f = await seedMarket(payload)
})
afterAll(async () => {
  await cleanupPayments(
    payload,
    Object.values(f).map((a) => a.user.id),
  )
  await cleanupMarket(payload, f)
  await standIn.stop()
})

const TAX_NUMBER = '1234567890'
const individual = {
  payeeType: 'individual',
  legalName: 'Deniz Işık',
  identityNumber: GOOD_TCKN,
  iban: GOOD_IBAN,
  address: 'Moda Cad. 1, Kadıköy',
  city: 'İstanbul',
  taxStatus: 'incomeTaxpayer',
}
const soleProprietor = {
  ...individual,
  payeeType: 'soleProprietor',
  legalName: 'Deniz Işık Müzik',
  taxOffice: 'Kadıköy',
  taxNumber: TAX_NUMBER,
}
const company = {
  payeeType: 'company',
  legalName: 'Işık Müzik Yapım Ltd. Şti.',
  taxOffice: 'Kadıköy',
  taxNumber: TAX_NUMBER,
  iban: GOOD_IBAN,
  address: 'Moda Cad. 1, Kadıköy',
  city: 'İstanbul',
  taxStatus: 'corporateTaxpayer',
}

/** The sub-merchant the stand-in holds for the artist's saved payout details. */
async function subMerchantOf(userId: number) {
  const { docs } = await payload.find({
    collection: 'payout-details',
    where: { user: { equals: userId } },
    overrideAccess: true,
  })
  return standIn.subMerchants.get(docs[0]!.payeeKey!)!
}

describe('payees of every kind', () => {
  it('are asked by type, with errors beside the field in the request language', async () => {
    const noOffice = await payments.putPayout(
      f.otherArtist.token,
      { ...soleProprietor, taxOffice: '' },
      'tr',
    )
    expect(noOffice).toMatchObject({ status: 400, body: { field: 'taxOffice' } })
    expect(noOffice.body.message).toBe('Lütfen bu alanı doldurun.')
    const noTaxNumber = await payments.putPayout(
      f.otherArtist.token,
      { ...company, taxNumber: undefined },
      'en',
    )
    expect(noTaxNumber).toMatchObject({ status: 400, body: { field: 'taxNumber' } })
    expect(noTaxNumber.body.message).toBe('Please enter a 10-digit tax number.')
    const noStatus = await payments.putPayout(
      f.otherArtist.token,
      { ...individual, taxStatus: '' },
      'tr',
    )
    expect(noStatus).toMatchObject({ status: 400, body: { field: 'taxStatus' } })
    expect(noStatus.body.message).toBe('Lütfen vergi durumunuzu seçin.')
    const noType = await payments.putPayout(f.otherArtist.token, { ...individual, payeeType: 'x' })
    expect(noType).toMatchObject({ status: 400, body: { field: 'payeeType' } })
  })

  it('register the matching iyzico sub-merchant type with the fields iyzico asks of it', async () => {
    const saved = await payments.putPayout(f.otherArtist.token, company)
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({
      payeeType: 'company',
      taxStatus: 'corporateTaxpayer',
      registered: true,
      missing: [],
      taxNumber: '********90',
    })
    expect(await subMerchantOf(f.otherArtist.user.id)).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      legalCompanyTitle: company.legalName,
      taxOffice: 'Kadıköy',
      taxNumber: TAX_NUMBER,
    })
    expect((await subMerchantOf(f.otherArtist.user.id)).identityNumber).toBeUndefined()

    // The type is fixed once registered: a change is refused, the same type is updated.
    const change = await payments.putPayout(f.otherArtist.token, soleProprietor, 'tr')
    expect(change).toMatchObject({ status: 409, body: { field: 'payeeType' } })
    expect(change.body.message).toMatch(/iyzico'ya kaydedildikten sonra değiştirilemez/)
    const update = await payments.putPayout(f.otherArtist.token, { ...company, city: 'Ankara' })
    expect(update.status).toBe(200)
    expect(await subMerchantOf(f.otherArtist.user.id)).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      address: 'Moda Cad. 1, Kadıköy, Ankara',
    })
  })

  it('a sole proprietorship registers as PRIVATE_COMPANY with the owner identity number', async () => {
    const saved = await payments.putPayout(f.hiddenArtist.token, soleProprietor)
    expect(saved.status).toBe(200)
    expect(await subMerchantOf(f.hiddenArtist.user.id)).toMatchObject({
      subMerchantType: 'PRIVATE_COMPANY',
      legalCompanyTitle: 'Deniz Işık Müzik',
      identityNumber: GOOD_TCKN,
      taxOffice: 'Kadıköy',
    })
  })

  it('the stand-in refuses a sub-merchant without the fields of its type, as iyzico does', async () => {
    // Unsigned calls are refused before their fields are read: the adapter signs, so go through it.
    const { iyzicoProvider, paymentSettings } = await import('../../src/server/payments')
    const provider = iyzicoProvider(paymentSettings()!)
    const base = {
      key: 'standin-check',
      email: 'x@example.com',
      address: 'A',
      city: 'B',
      iban: 'TR33',
    }
    const refused = await provider.registerPayee({
      ...base,
      payeeType: 'soleProprietor',
      legalName: 'Şirket',
      taxOffice: 'Kadıköy',
    })
    expect(refused).toMatchObject({ ok: false })
    const person = await provider.registerPayee({
      ...base,
      payeeType: 'individual',
      legalName: 'Ad Soyad',
    })
    expect(person).toMatchObject({ ok: false })
  })
})

describe('a payout blocked while the details are incomplete, then released with the withholding', () => {
  it('waits (held, no provider call), says why on both sides, then goes out net of tax', async () => {
    expect((await payments.putPayout(f.artist.token, individual)).status).toBe(200)
    const { bookingId, gig } = await confirmedBooking(payload, f, { lira: 5000, policy: 'strict' })
    await payBooking(f.organizer, bookingId)
    const payment = await paymentOf(payload, bookingId)
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { releaseAt: new Date(Date.now() - 3600_000).toISOString() },
    })
    // Details saved before tax statuses: the tax status is missing.
    const { docs } = await payload.find({
      collection: 'payout-details',
      where: { user: { equals: f.artist.user.id } },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'payout-details',
      id: docs[0]!.id,
      data: { taxStatus: null },
      overrideAccess: true,
    })
    const approve = '/payment/iyzipos/item/approve'
    const before = standIn.calls.get(approve) ?? 0
    expect(await releaseDuePayments(payload)).not.toContain(bookingId)
    expect(standIn.calls.get(approve) ?? 0).toBe(before)
    expect((await paymentOf(payload, bookingId)).status).toBe('paid')
    const held = await ledgerOf(payload, payment.id)
    expect(held.entries.filter((e) => e.account === 'artist')).toHaveLength(0)

    const artistView = await paymentView(payload, f.artist.user, String(bookingId))
    expect(artistView?.payoutMissing).toEqual(['taxStatus'])
    const organizerView = await paymentView(payload, f.organizer.user, String(bookingId))
    expect(organizerView?.payoutMissing).toEqual(['payoutDetails'])
    expect((await moneySummary(payload, f.artist.user))?.payoutBlocked).toMatchObject({
      missing: ['taxStatus'],
    })
    expect((await moneySummary(payload, f.organizer.user))?.payoutBlocked?.count).toBeGreaterThan(0)
    expect((await payments.getPayout(f.artist.token)).body.data).toMatchObject({
      missing: ['taxStatus'],
    })

    // Completed: the next run releases it, less the commission and the 1 % withholding.
    expect((await payments.putPayout(f.artist.token, individual)).status).toBe(200)
    expect(await releaseDuePayments(payload)).toContain(bookingId)
    expect(standIn.calls.get(approve)).toBe(before + 1)
    const released = await paymentOf(payload, bookingId)
    expect(released.status).toBe('released')
    const { entries, movementSums } = await ledgerOf(payload, payment.id)
    expect(movementSums.every((sum) => sum === 0)).toBe(true)
    const by = (account: string) =>
      entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0)
    expect({
      escrow: by('escrow'),
      artist: by('artist'),
      platform: by('platform'),
      withholding: by('withholding'),
    }).toEqual({ escrow: 0, artist: 445_000, platform: 50_000, withholding: 5_000 })
    expect(entries.filter((e) => e.kind === 'withholding')).toHaveLength(2)
    // The withholding is part of what the charge became: reconciliation finds nothing to flag.
    expect((await reconcilePayments(payload)).flagged).not.toContain(payment.id)
    expect((await paymentOf(payload, bookingId)).flagged ?? null).toBeNull()
    // The provider pays the sub-merchant the net, the same as the ledger's artist account.
    expect(standIn.items.get(released.provider!.itemId!)).toMatchObject({
      approved: true,
      subMerchantPrice: 445_000,
    })

    // The artist's card, statement and dashboard: gross − commission − withholding = net.
    const view = (await paymentView(payload, f.artist.user, String(bookingId)))!
    expect(view).toMatchObject({
      amount: 500_000,
      commission: 50_000,
      withholding: 5_000,
      released: 445_000,
      artistAmount: 445_000,
      payoutMissing: [],
    })
    expect(view.commissionStatement).toMatch(/^SHN-K-\d{6}$/)
    const rows = Object.fromEntries(
      statementRows(
        view,
        {
          id: bookingId,
          gig: { title: gig.title, date: gig.date, venue: 'Kadıköy' },
          artist: { name: 'Deniz' },
        } as never,
        'artist',
      ).map((r) => [r.label.en, r.value.tr.replace(/\s/g, ' ')]),
    )
    expect(rows).toMatchObject({
      Fee: '₺5.000',
      "Sahne's commission": '₺500',
      'E-commerce withholding (Income Tax Law art. 94)': '₺50',
      'Your share': '₺4.450',
      'Paid out to you': '₺4.450',
    })
    const summary = (await moneySummary(payload, f.artist.user))!
    expect(
      summary.payouts!.gross - summary.payouts!.commission - summary.payouts!.withholding,
    ).toBe(summary.payouts!.net)
    expect(summary.payouts!.withholding).toBeGreaterThanOrEqual(5_000)
    expect(summary.payoutBlocked).toBeNull()

    // The commission statement: the payee alone downloads it.
    const pdf = (token: string) =>
      commissionRoute.GET(
        apiRequest(`/api/bookings/${bookingId}/commission.pdf`, { token }),
        params({ id: String(bookingId) }),
      )
    const own = await pdf(f.artist.token)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-disposition')).toContain(view.commissionStatement!)
    expect(
      Buffer.from(await own.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
    expect((await pdf(f.organizer.token)).status).toBe(404)

    // The accountant's CSV: admins only, one line per payee, the month's figures in lira.
    const month = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 7)
    const csv = (token: string, query = `month=${month}`) =>
      withholdingRoute.GET(apiRequest(`/api/admin/withholding?${query}`, { token }), undefined)
    expect((await csv(f.artist.token)).status).toBe(403)
    expect((await csv(f.admin.token, 'month=2026-13')).status).toBe(400)
    const report = await csv(f.admin.token, `month=${month}&payee=${f.artist.user.id}`)
    expect(report.status).toBe(200)
    expect(report.headers.get('content-type')).toContain('text/csv')
    const lines = (await report.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toContain('withholding_try')
    expect(lines).toHaveLength(2)
    const cells = lines[1]!.split(',')
    expect(cells.slice(0, 6)).toEqual([
      month,
      String(f.artist.user.id),
      'Deniz Işık',
      'individual',
      'incomeTaxpayer',
      GOOD_TCKN,
    ])
    const [gross, commission, withheld, net] = cells
      .slice(-4)
      .map((c) => Math.round(Number(c) * 100))
    expect(gross! - commission! - withheld!).toBe(net)
    expect(withheld).toBeGreaterThanOrEqual(5_000)
  })

  it('numbers commission statements one after another, without gaps', async () => {
    const numbers: number[] = []
    for (const lira of [1000, 1200]) {
      const { bookingId } = await confirmedBooking(payload, f, { lira, policy: 'strict' })
      await payBooking(f.organizer, bookingId)
      const payment = await paymentOf(payload, bookingId)
      await payload.update({
        collection: 'payments',
        id: payment.id,
        data: { releaseAt: new Date(Date.now() - 3600_000).toISOString() },
      })
      expect(await releaseDuePayments(payload)).toContain(bookingId)
      const { docs } = await payload.find({
        collection: 'commission-statements',
        where: { payment: { equals: payment.id } },
        overrideAccess: true,
      })
      numbers.push(docs[0]!.number)
    }
    expect(numbers[1]).toBe(numbers[0]! + 1)
    const { docs: all } = await payload.find({
      collection: 'commission-statements',
      sort: 'number',
      pagination: false,
      overrideAccess: true,
    })
    expect(all.map((s) => s.number)).toEqual(all.map((_, i) => i + 1))
    // Append-only in the database too.
    await expect(
      payload.update({
        collection: 'commission-statements',
        id: all[0]!.id,
        data: { number: 999 },
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })
})

describe('the withholding rate', () => {
  it('is PAYOUT_WITHHOLDING_PERCENT, per status where configured, in basis points', () => {
    const saved = { ...process.env }
    try {
      delete process.env.PAYOUT_WITHHOLDING_PERCENT
      delete process.env.PAYOUT_WITHHOLDING_BY_STATUS
      expect(withholdingBasisPoints('incomeTaxpayer')).toBe(100)
      expect(withholdingBasisPoints('exempt')).toBe(0)
      process.env.PAYOUT_WITHHOLDING_PERCENT = '2.5'
      process.env.PAYOUT_WITHHOLDING_BY_STATUS = 'corporateTaxpayer=1,exempt=0'
      expect(withholdingBasisPoints('unregistered')).toBe(250)
      expect(withholdingBasisPoints('corporateTaxpayer')).toBe(100)
      expect(withholdingBasisPoints(null)).toBe(250)
    } finally {
      process.env.PAYOUT_WITHHOLDING_PERCENT = saved.PAYOUT_WITHHOLDING_PERCENT
      process.env.PAYOUT_WITHHOLDING_BY_STATUS = saved.PAYOUT_WITHHOLDING_BY_STATUS
      if (saved.PAYOUT_WITHHOLDING_PERCENT === undefined)
        delete process.env.PAYOUT_WITHHOLDING_PERCENT
      if (saved.PAYOUT_WITHHOLDING_BY_STATUS === undefined)
        delete process.env.PAYOUT_WITHHOLDING_BY_STATUS
    }
  })
})
