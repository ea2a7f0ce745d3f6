import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'
import { siteUrl } from '@/lib/seo/siteUrl'
import { findBookingDoc, idOf } from '@/server/market'
import { mailAdmins } from '@/server/outreach'
import { fail, inTransaction, isFailure, translate, type Failure } from '@/server/platform'

import { lockBooking, withEvent } from '../domain/lockBooking'
import { movePayment } from '../domain/movePayment'
import { tellPaymentParties } from '../notices/tellPaymentParties'

export const problemSchema = z.object({
  text: z
    .string('Payments.errors.problemText')
    .trim()
    .min(10, 'Payments.errors.problemText')
    .max(2000, 'Payments.errors.problemText'),
})

/**
 * The organizer reports a problem with the gig between its start and the release: the payment is
 * held and an admin decides (release, refund or a split). Not before the start: a gig not yet
 * played has no problem to judge, and a split then would pay for a set nobody heard (a cancel is
 * the way out before it). Once it is committed the artist is told and the admins are mailed a
 * link to the payment in the panel. Null when `user` cannot see the booking.
 */
export async function reportProblem(
  payload: Payload,
  user: User,
  idParam: string,
  text: string,
): Promise<{ status: 'held' } | Failure<'forbidden' | 'conflict'> | null> {
  const visible = await findBookingDoc(payload, user, idParam)
  if (!visible) return null
  if (user.id !== idOf(visible.organizer)) return fail('forbidden', 'Payments.errors.onlyOrganizer')
  const held = await inTransaction(payload, user, async (req) => {
    const { booking, payment } = await lockBooking(req, visible.id)
    // A cancelled booking's money is settled by its cancel (a gig's cancel settles it just after
    // its commit, while the payment still reads paid), never held for a problem.
    if (booking.state !== 'confirmed')
      return fail('conflict', `Bookings.errors.state.${booking.state}`)
    if (!payment || payment.status !== 'paid')
      return fail('conflict', 'Payments.errors.problemNotPaid')
    // The gig locked above, read for its start.
    const gig = await payload.findByID({
      collection: 'gigs',
      id: idOf(booking.gig),
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (Date.parse(gig.date) > Date.now())
      return fail('conflict', 'Payments.errors.problemTooEarly')
    if (payment.releaseAt && Date.parse(payment.releaseAt) <= Date.now())
      return fail('conflict', 'Payments.errors.problemTooLate')
    await movePayment(req, payment, 'held', {
      problem: text,
      events: withEvent(payment, { type: 'problemReported', note: text }),
    })
    return { paymentId: payment.id }
  })
  if (isFailure(held)) return held
  const names = await tellPaymentParties(payload, visible.id, 'paymentHeld', ['artist'])
  await mailAdmins(payload, (locale) => ({
    subject: translate(locale, 'Payments.adminMail.problem.subject', names),
    heading: translate(locale, 'Payments.adminMail.problem.heading', names),
    paragraphs: [translate(locale, 'Payments.adminMail.problem.body'), text],
    action: {
      label: translate(locale, 'Payments.adminMail.problem.action'),
      url: `${siteUrl()}/cms/collections/payments/${held.paymentId}`,
    },
  }))
  return { status: 'held' }
}
