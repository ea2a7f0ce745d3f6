import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { CancelledFor } from '../../../lib/market/cancelledFor'
import { cityName } from '../../../lib/market/cities'
import type { Application, Booking, Gig } from '../../../payload-types'
import { idOf } from '../applications/parties'
import { venueNameOf } from '../gigs/gigSummary'
import { type AgreedFee, agreedFee, bookedFee } from '../bookings/agreedFee'
import type { NotificationInput } from './notificationInput'

/** What a notice's mail tells about its gig, read once per notice. */
export type NoticeFacts = {
  gig: { id: number; title: string; date: string; venue: string; city: string | null }
  fee: AgreedFee
  /** Beside an artist's proposed fee, before any booking: what the gig itself offered. */
  offered?: AgreedFee
  booking: { id: number; cancelReason: string | null; cancelledFor: CancelledFor | null } | null
}

/**
 * The gig (with its venue), the fee (the agreed one once booked) and the booking of a notice.
 * Null when the notice names no application or gig. The server's own reads: full access. Inside
 * the transaction of `req` when the notice is filed in one: a read on another of the pool's
 * connections while the transaction holds one starves the pool once as many such transactions
 * as it has connections run at once.
 */
export async function noticeFacts(
  payload: Payload,
  notice: NotificationInput,
  req?: PayloadRequest,
): Promise<NoticeFacts | null> {
  const read = { overrideAccess: true, depth: 0, req } as const
  const fan = notice.type === 'artistBooked'
  const application: Application | null = notice.application
    ? await payload.findByID({ collection: 'applications', id: notice.application, ...read })
    : null
  const gigId = notice.gig ?? (application ? idOf(application.gig) : null)
  if (!gigId) return null
  const [gig, booking] = await Promise.all([
    payload.findByID({ collection: 'gigs', id: gigId, overrideAccess: true, depth: 1, req }),
    application ? bookingOf(payload, application.id, req) : null,
  ])
  return {
    gig: {
      id: gig.id,
      title: gig.title ?? '',
      date: gig.date ?? '',
      venue: venueNameOf(gig as Gig),
      city: cityName(gig.city),
    },
    // A fan hears of the show, never of what the parties agreed; once booked, the stored fee.
    fee: fan ? null : booking ? bookedFee(booking) : agreedFee(application ?? 0, gig as Gig),
    offered: fan || booking || application?.proposedFee == null ? null : agreedFee(0, gig as Gig),
    booking:
      booking && !fan
        ? {
            id: booking.id,
            cancelReason: booking.cancelReason ?? null,
            cancelledFor: booking.cancelledFor ?? null,
          }
        : null,
  }
}

async function bookingOf(
  payload: Payload,
  application: number,
  req?: PayloadRequest,
): Promise<Booking | null> {
  const { docs } = await payload.find({
    collection: 'bookings',
    overrideAccess: true,
    where: { application: { equals: application } },
    limit: 1,
    depth: 0,
    req,
  })
  return docs[0] ?? null
}
