import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import { payments, payOnStandIn, useStandIn } from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { ticketShow, tickets, typeInput, type TypeView } from '../helpers/tickets'

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 2, 'mailed')
})
afterAll(() => cleanupPayingMarket(payload, m))

/** The order's queued confirmation jobs, done or not. */
const mailJobs = async (orderId: number) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'mailTicketOrder' } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs.filter((job) => (job.input as { order?: number }).order === orderId)

/** The attachment `filename` of a raw message, decoded from its base64 part. */
function attachedPdf(raw: string, filename: string): Buffer {
  const part = raw.split(/\r?\n--/).find((chunk) => chunk.includes(`filename=${filename}`))
  if (!part) throw new Error(`no attachment ${filename}`)
  const body = part.split(/\r?\n\r?\n/).slice(1).join('').replace(/\s+/g, '')
  return Buffer.from(body, 'base64')
}

describe('the confirmation mail of a ticket order', () => {
  it('is queued once when a paid order completes, never while held, and sent in the buyer’s language with the .ics', async () => {
    const [fan] = m.fans
    await payload.update({ collection: 'users', id: fan!.user.id, data: { locale: 'en' } })
    const { show, type } = await sellingPaid(payload, m.f, { price: 12_000 })
    const orderId = await held(fan!, show.id, type.id, 2)
    expect(await mailJobs(orderId)).toHaveLength(0)

    const started = await tickets.pay(fan!.token, orderId)
    const url = (started.body.data as { checkoutUrl: string }).checkoutUrl
    const token = await payOnStandIn(url)
    expect((await payments.callback(token)).status).toBe(303)
    // The provider posts back twice (the page and its retry): still one mail.
    expect((await payments.callback(token)).status).toBe(303)
    expect(await mailJobs(orderId)).toHaveLength(1)
    // Queued, not sent in the request.
    expect(await mailTo(fan!.user.email)).toHaveLength(0)

    await runQueuedJobs(payload)
    const mails = await mailTo(fan!.user.email)
    // Two mails: the contract accepted before paying (tickets.contractMail), and the tickets.
    expect(mails).toHaveLength(2)
    expect(mails.filter((m) => m.subject.includes(`ticket order no. ${orderId}`))).toHaveLength(1)
    const ticketMails = mails.filter((m) => m.subject.startsWith('Your tickets:'))
    expect(ticketMails).toHaveLength(1)
    const [mail] = ticketMails
    expect(mail!.subject).toBe(`Your tickets: ${show.title}`)
    expect(mail!.text).toContain('2 × General')
    expect(mail!.text).toContain('http://localhost:3000/en/tickets')
    expect(mail!.text).toContain('₺252')
    expect(mail!.text).toMatch(/Istanbul|İstanbul/)
    const raw = readFileSync(mail!.file, 'utf8')
    expect(raw).toMatch(/Content-Type: text\/calendar/i)
    expect(raw).toContain(`sahne-show-${show.id}.ics`)
    // The two tickets as a PDF, a page each.
    const pdf = attachedPdf(raw, `sahne-tickets-${show.id}.pdf`)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2)
  })

  it('is queued once for a free order at its hold, in Turkish for a Turkish account', async () => {
    const [, fan] = m.fans
    const show = await ticketShow(payload, m.f)
    const saved = await tickets.put(m.f.organizer.token, show.id, [typeInput({ quantity: 4 })])
    const type = (saved.body.data as TypeView[])[0]!
    const hold = await tickets.hold(fan!.token, show.id, [{ typeId: type.id, quantity: 1 }])
    const { orderId } = hold.body.data as { orderId: number }
    expect(await mailJobs(orderId)).toHaveLength(1)
    await runQueuedJobs(payload)
    const [mail] = await mailTo(fan!.user.email)
    expect(mail!.subject).toBe(`Biletleriniz: ${show.title}`)
    expect(mail!.text).toContain('1 × Genel Giriş')
    expect(mail!.text).toContain('http://localhost:3000/biletlerim')
    expect(mail!.text).toContain('Ücretsiz')
  })
})
