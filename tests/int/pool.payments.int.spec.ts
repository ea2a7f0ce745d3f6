import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { releaseDueOrders } from '../../src/server/payments'
import { orderPayouts } from '../../src/server/tickets'
import { getTestPayload } from '../helpers/payload'
import { gigStarted, useStandIn } from '../helpers/payments'
import { takePoolOffences, unwatchPool, watchPool } from '../helpers/poolWatch'
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

/** What the watch saw since the last call, one line a place: empty when each held one. */
const offences = () =>
  takePoolOffences().map(({ where, begunAt }) => `${where} (transaction begun ${begunAt})`)

beforeAll(async () => {
  // A provider call left unanswered is taken as unknown after 1.5 s, not 15.
  process.env.PAYMENT_PROVIDER_TIMEOUT_MS = '1500'
  payload = await getTestPayload()
  watchPool(payload)
  m = await payingMarket(payload, await useStandIn(), 1, 'poolpay')
})
afterAll(async () => {
  unwatchPool()
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
