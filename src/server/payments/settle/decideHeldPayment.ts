import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { hasRole } from '../../../../access/hasRole'
import type { User } from '@/payload-types'
import { idOf } from '@/server/market'
import { fail, inTransaction, isFailure, type Failure } from '@/server/platform'
import { liraToKurus } from '@/lib/money/kurus'
import { parseRecordId } from '@/lib/parseRecordId'

import { lockBooking, withEvent } from '../domain/lockBooking'
import { tellPaymentParties } from '../notices/tellPaymentParties'
import { runOperations } from '../operations/runOperations'
import { settlePayment } from './settlePayment'

/**
 * The panel's decision form: for a split, `artistLira` is the whole lira an admin types, kept for
 * the artist (before commission); it becomes kuruş here, at the border, and nowhere else.
 */
export const decisionSchema = z
  .object({
    action: z.enum(['release', 'refund', 'split']),
    artistLira: z.number().int().min(0).optional(),
    note: z.string().trim().min(1).max(2000),
  })
  .transform(({ artistLira, ...decision }) => ({
    ...decision,
    artistKurus: artistLira === undefined ? undefined : liraToKurus(artistLira),
  }))
type Decision = z.output<typeof decisionSchema>

/**
 * An admin decides a payment held for a problem: release it all, refund it all, or keep whole
 * lira for the artist and refund the rest; the note is on the payment for both parties to read.
 * The decision commits under the booking's locks; the provider is called after it.
 */
export async function decideHeldPayment(
  payload: Payload,
  admin: User,
  paymentIdParam: string,
  decision: Decision,
): Promise<{ status: string } | Failure<'forbidden' | 'conflict' | 'invalid'> | null> {
  if (!hasRole(admin, 'admin')) return fail('forbidden', 'Payments.errors.onlyAdmin')
  const id = parseRecordId(paymentIdParam)
  const found = id
    ? await payload.findByID({
        collection: 'payments',
        id,
        depth: 0,
        overrideAccess: false,
        user: admin,
        disableErrors: true,
      })
    : null
  if (!found) return null
  const bookingId = idOf(found.booking)
  const done = await inTransaction(payload, admin, async (req) => {
    const { payment } = await lockBooking(req, bookingId)
    if (!payment || payment.status !== 'held') return fail('conflict', 'Payments.errors.notHeld')
    const amount = payment.amount ?? 0
    const kept =
      decision.action === 'release'
        ? amount
        : decision.action === 'refund'
          ? 0
          : (decision.artistKurus ?? -1)
    if (kept < 0 || kept > amount)
      return fail('invalid', 'Payments.errors.splitRange', { field: 'artistLira' })
    const noted = {
      ...payment,
      decisionNote: decision.note,
      events: withEvent(payment, { type: 'decided', amount: kept, note: decision.note }),
    }
    const settled = await settlePayment(req, noted, { kept, note: decision.note })
    await payload.update({
      collection: 'payments',
      id: payment.id,
      data: { decisionNote: decision.note },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return settled
  })
  if (isFailure(done)) return done
  await runOperations(payload, done.operations)
  await tellPaymentParties(payload, bookingId, 'paymentDecided', ['artist', 'organizer'])
  return { status: done.status }
}
