import { createHash } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contractPlainText } from '../../src/lib/legal/distanceContract'
import { dateTag, TIME_ZONE } from '../../src/i18n/locales'
import type { ContractView } from '../../src/server/payments'
import { postgresOf } from '../../src/server/platform'
import { getTestPayload } from '../helpers/payload'
import { useStandIn } from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { tickets, ticketShow, typeInput, type TypeView } from '../helpers/tickets'

/*
 * The distance sales contract of a ticket order (Law 6502, the Regulation on Distance Contracts):
 * before a fan pays a held order they read its pre-information form and contract and accept them;
 * the text accepted is kept for good with its hash. The mail of its PDF: tickets.contractMail.
 */

let payload: Payload
let m: PayingMarket
const db = () => postgresOf(payload).drizzle

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 3, 'contract')
})
afterAll(() => cleanupPayingMarket(payload, m))

const contractOf = async (token: string, orderId: number, locale = 'en') => {
  const read = await tickets.contract(token, orderId, locale)
  expect(read.status, JSON.stringify(read.body)).toBe(200)
  return read.body.data as ContractView
}
/** The documents' plain text, as their hash is taken over it. */
const textOf = (view: ContractView) => contractPlainText(view.documents)
const acceptancesOf = (orderId: number) =>
  payload.find({
    collection: 'contract-acceptances',
    where: { order: { equals: orderId } },
    depth: 0,
    overrideAccess: true,
  })
/** Raises the price of the order's lines by `kurus` each, as if it had been held at that price. */
const repriced = async (orderId: number, kurus: number) => {
  await db().execute(
    sql`UPDATE ticket_orders_lines SET unit_price = unit_price + ${kurus} WHERE _parent_id = ${orderId}`,
  )
  await db().execute(
    sql`UPDATE ticket_orders SET total = total + ${kurus} * (SELECT sum(quantity) FROM ticket_orders_lines WHERE _parent_id = ${orderId}) WHERE id = ${orderId}`,
  )
}
/** The seller's profile with an address the contract names. */
async function venueWithAddress(address: string) {
  const { docs } = await payload.find({
    collection: 'venues',
    where: { user: { equals: m.f.organizer.user.id } },
    limit: 1,
    depth: 0,
  })
  return payload.update({ collection: 'venues', id: docs[0]!.id, data: { address } })
}

describe('the pre-information form and the distance sales contract of an order', () => {
  it('name the seller, Sahne, the buyer, the show, each line and the total, in each language', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 15_000 })
    const venue = await venueWithAddress('Moda Caddesi 12, Kadıköy')
    const orderId = await held(fan!, show.id, type.id, 2)

    const en = await contractOf(fan!.token, orderId, 'en')
    const enText = textOf(en)
    expect(en.documents.preInformation.title).toBe('Pre-information form')
    expect(en.documents.contract.title).toBe('Distance sales contract')
    expect(enText).toContain(`ticket order no. ${orderId}`)
    // The seller is the show's venue, from its profile; Sahne the intermediary, with its identity.
    expect(enText).toContain(
      `Seller: ${venue.name}, the venue that holds the show, Moda Caddesi 12`,
    )
    expect(enText).toContain('Sahne Müzik Teknolojileri A.Ş. (demo)')
    expect(enText).toContain('MERSİS no.')
    expect(enText).toContain(`Buyer: ${fan!.user.fullname || fan!.user.email}, ${fan!.user.email}`)
    const date = new Intl.DateTimeFormat(dateTag('en'), {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: TIME_ZONE,
    }).format(new Date(show.date!))
    expect(enText).toContain(`Admission to “${show.title}” on ${date} (Istanbul time)`)
    // 2 × ₺150 with a ₺7.50 fee each: ₺315 in all, ₺15 of it the service fee.
    expect(enText).toContain('2 × General: ₺150 a ticket, plus a service fee of ₺7.50 a ticket.')
    expect(enText).toContain('You pay ₺315 in total, taxes included, of which ₺15 is')
    expect(enText).toContain('iyzico')
    expect(enText).toContain('right of withdrawal does not apply')
    expect(enText).toContain('article 15(1)(g)')
    expect(enText).toContain('If the show is cancelled, everything you paid is refunded')
    expect(enText).toContain(
      'each ticket you give back within 7 days of the notice is refunded in full',
    )
    expect(enText).toContain('consumer arbitration committee')

    const tr = await contractOf(fan!.token, orderId, 'tr')
    const trText = textOf(tr)
    expect(tr.documents.preInformation.title).toBe('Ön bilgilendirme formu')
    expect(tr.documents.contract.title).toBe('Mesafeli satış sözleşmesi')
    expect(trText).toContain('2 × Genel Giriş: bilet başına ₺150, üzerine bilet başına ₺7,50')
    expect(trText).toContain('toplam ₺315 ödersiniz')
    expect(trText).toContain('cayma hakkı bulunmamaktadır')
    expect(trText).toContain('madde 15/1-g')
    expect(trText).toContain('7 gün içinde iade ettiğiniz her biletin bedeli')
    expect(trText).toContain('tüketici hakem heyetine')
    // The hash names the text: one per language, the same on a second read.
    expect(tr.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(tr.hash).not.toBe(en.hash)
    expect((await contractOf(fan!.token, orderId, 'tr')).hash).toBe(tr.hash)
  })

  it('are the buyer’s only, and only while the order is to be paid', async () => {
    const [fan, other] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 1)
    expect((await tickets.contract(undefined, orderId)).status).toBe(401)
    expect((await tickets.contract(other!.token, orderId)).status).toBe(404)
    expect((await tickets.contract(m.f.organizer.token, orderId)).status).toBe(404)
    // An admin may read the order, but the contract is the buyer's.
    expect((await tickets.contract(m.f.admin.token, orderId)).status).toBe(404)
    expect((await tickets.contract(fan!.token, 99_999_999)).status).toBe(404)

    // A free order is issued at once: nothing is paid, so there is no contract to accept.
    const freeShow = await ticketShow(payload, m.f)
    const freeType = (
      (await tickets.put(m.f.organizer.token, freeShow.id, [typeInput()])).body.data as TypeView[]
    )[0]!
    const free = await held(fan!, freeShow.id, freeType.id, 1)
    const freeRead = await tickets.contract(fan!.token, free, 'tr')
    expect(freeRead.status).toBe(409)
    expect(freeRead.body.message).toBe('Bu sipariş ücretsiz: biletleri ödeme olmadan verildi.')
    expect((await acceptancesOf(free)).totalDocs).toBe(0)
  })

  it('change their hash when a line’s price changes', async () => {
    const [, , fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000 })
    const orderId = await held(fan!, show.id, type.id, 1)
    const before = await contractOf(fan!.token, orderId)
    await repriced(orderId, 1_000)
    const after = await contractOf(fan!.token, orderId)
    expect(after.hash).not.toBe(before.hash)
    expect(textOf(after)).toContain('₺110 a ticket')
  })
})

describe('accepting before paying for tickets', () => {
  it('is required: no hash or a malformed one is a 400 in the request’s language', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 1)
    const none = await tickets.payWith(fan!.token, orderId, {}, 'tr')
    expect(none.status).toBe(400)
    expect(none.body.message).toContain('sözleşmeyi kabul edin')
    const bad = await tickets.payWith(fan!.token, orderId, { contract: 'x' }, 'en')
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('accept the pre-information form')
    expect((await acceptancesOf(orderId)).totalDocs).toBe(0)
    const attempts = await payload.count({
      collection: 'checkout-attempts',
      where: { order: { equals: orderId } },
    })
    expect(attempts.totalDocs).toBe(0)
  })

  it('of a text the order no longer gives is a 409: the buyer reads the new one', async () => {
    const [, fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f, { price: 10_000 })
    const orderId = await held(fan!, show.id, type.id, 1)
    const old = await contractOf(fan!.token, orderId)
    await repriced(orderId, 500)
    const stale = await tickets.payWith(fan!.token, orderId, { contract: old.hash }, 'en')
    expect(stale.status).toBe(409)
    expect(stale.body.message).toContain('please read it again')
    // Read in one language, sent as accepted in the other: not the text that was read.
    const tr = await contractOf(fan!.token, orderId, 'tr')
    const crossed = await tickets.payWith(fan!.token, orderId, { contract: tr.hash }, 'en')
    expect(crossed.status).toBe(409)
    expect((await acceptancesOf(orderId)).totalDocs).toBe(0)
    const fresh = await contractOf(fan!.token, orderId)
    expect(textOf(fresh)).toContain('₺105 a ticket')
    const paid = await tickets.payWith(fan!.token, orderId, { contract: fresh.hash })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
  })

  it('is kept once with the exact text, its hash, the order and the address, and never changed', async () => {
    const [, , fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 2)
    const view = await contractOf(fan!.token, orderId, 'tr')
    const first = await tickets.payWith(fan!.token, orderId, { contract: view.hash }, 'tr')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    // A second click on the same page: the same checkout, no second record.
    const again = await tickets.payWith(fan!.token, orderId, { contract: view.hash }, 'tr')
    expect(again.status).toBe(200)
    const { docs, totalDocs } = await acceptancesOf(orderId)
    expect(totalDocs).toBe(1)
    const [record] = docs
    const order = await payload.findByID({ collection: 'ticket-orders', id: orderId, depth: 0 })
    expect(record).toMatchObject({
      order: orderId,
      booking: null,
      user: fan!.user.id,
      locale: 'tr',
      termsVersion: order.createdAt,
      textHash: view.hash,
      ip: '127.0.0.1',
    })
    expect(record!.text).toContain('Mesafeli satış sözleşmesi')
    expect(createHash('sha256').update(record!.text, 'utf8').digest('hex')).toBe(view.hash)
    // The acceptance went with the checkout: one mail job for it, queued in that transaction.
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'mailContract' } },
      pagination: false,
      overrideAccess: true,
    })
    const mine = jobs.filter(
      (job) => (job.input as { acceptance?: number }).acceptance === record!.id,
    )
    expect(mine.map((job) => job.input)).toEqual([{ acceptance: record!.id, party: 'payer' }])

    // Append-only: the database refuses an update or a delete, whoever asks.
    const refusal = (query: ReturnType<typeof sql>) =>
      db()
        .execute(query)
        .then(
          () => 'done',
          (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
        )
    expect(
      await refusal(sql`update contract_acceptances set ip = '10.0.0.1' where id = ${record!.id}`),
    ).toBe('contract_acceptances is append-only: UPDATE refused')
    expect(await refusal(sql`delete from contract_acceptances where id = ${record!.id}`)).toBe(
      'contract_acceptances is append-only: DELETE refused',
    )
    // Exactly one of booking and order: a record of neither, or of both, is refused.
    const insert = (booking: number | null, orderOf: number | null) =>
      refusal(sql`insert into contract_acceptances
        (booking, "order", "user", locale, terms_version, text_hash, text, documents, ip)
        values (${booking}, ${orderOf}, ${fan!.user.id}, 'en', 'v', 'h', 't', '{}', '127.0.0.1')`)
    expect(await insert(null, null)).toContain('contract_acceptances_one_subject')
    expect(await insert(1, orderId)).toContain('contract_acceptances_one_subject')
  })
})
