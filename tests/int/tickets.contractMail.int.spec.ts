import { readFile } from 'node:fs/promises'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContractView } from '../../src/server/payments'
import { runQueuedJobs } from '../helpers/jobs'
import { mailTo } from '../helpers/mailbox'
import { getTestPayload } from '../helpers/payload'
import { useStandIn } from '../helpers/payments'
import {
  cleanupPayingMarket,
  held,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'
import { tickets } from '../helpers/tickets'

/*
 * A durable medium (the Regulation on Distance Contracts): the buyer of a ticket order gets the
 * pre-information form and the contract they accepted as a PDF, in the language they read it in,
 * once however many times "Pay" is pressed.
 */

let payload: Payload
let m: PayingMarket

beforeAll(async () => {
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 1, 'contract-mail')
})
afterAll(() => cleanupPayingMarket(payload, m))

describe('the accepted contract of a ticket order', () => {
  it('is mailed to the buyer once, as a PDF in the language they accepted it in', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await held(fan!, show.id, type.id, 1)
    const before = (await mailTo(fan!.user.email)).length
    const read = await tickets.contract(fan!.token, orderId, 'tr')
    const { hash } = read.body.data as ContractView
    for (const _ of [1, 2])
      expect((await tickets.payWith(fan!.token, orderId, { contract: hash }, 'tr')).status).toBe(
        200,
      )
    await runQueuedJobs(payload)
    const copies = (await mailTo(fan!.user.email))
      .slice(before)
      .filter((mail) => mail.subject.includes(`${orderId} numaralı bilet siparişinin sözleşmesi`))
    expect(copies).toHaveLength(1)
    const [copy] = copies
    expect(copy!.subject).toContain(show.title!)
    expect(copy!.text).toContain('mesafeli satış sözleşmesini')
    const raw = await readFile(copy!.file, 'utf8')
    expect(raw).toMatch(/Content-Type: application\/pdf/i)
    expect(raw).toContain(`sahne-ticket-contract-${orderId}.pdf`)
    // Nobody else is sent a copy: the venue is no party to the fan's contract mail.
    const venueCopies = (await mailTo(m.f.organizer.user.email)).filter((mail) =>
      mail.subject.includes(`${orderId} numaralı bilet`),
    )
    expect(venueCopies).toEqual([])
  })
})
