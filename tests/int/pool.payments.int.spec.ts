import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseDueOrders } from '../../src/server/payments'
import { orderPayouts } from '../../src/server/tickets'
import { getTestPayload } from '../helpers/payload'
import { gigStarted, useStandIn } from '../helpers/payments'
import { describeOffences, takePoolOffences } from '../helpers/poolWatch'
import {
  cleanupPayingMarket,
  paidOrder,
  payingMarket,
  sellingPaid,
  type PayingMarket,
} from '../helpers/ticketPayments'

/**
 * The money paths hold one pool connection at a time: a transaction that asks the pool for
 * another before it ends hangs every request of the instance once as many run at once as the pool
 * has connections (tests/helpers/poolWatch.ts watches for it).
 */

let payload: Payload
let m: PayingMarket

/** What the pool's watch (every test's, tests/helpers/poolWatch.ts) saw since the last call. */
const offences = () => describeOffences(takePoolOffences())

beforeAll(async () => {
  // A provider call left unanswered is taken as unknown after 1.5 s, not 15.
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = '1500'
  payload = await getTestPayload()
  m = await payingMarket(payload, await useStandIn(), 1, 'poolpay')
})
afterAll(async () => {
  delete process.env.PAYMENT_PROVIDER_TIMEOUT_MS
  await cleanupPayingMarket(payload, m)
})

describe('a ticket order', () => {
  it('is released to the venue after the show under one connection', async () => {
    const [fan] = m.fans
    const { show, type } = await sellingPaid(payload, m.f)
    const orderId = await paidOrder(fan!, show.id, type.id, 1)
    await gigStarted(payload, show.id, 49)
    takePoolOffences()
    expect(await releaseDueOrders(payload, orderPayouts)).toContain(orderId)
    expect(offences()).toEqual([])
  })
})
