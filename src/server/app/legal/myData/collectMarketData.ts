import 'server-only'

import type { Payload, Where } from 'payload'

import { idOf } from '@/lib/idOf'

import { findOwn, ids, pick, type Row } from './findOwn'
import { publicNames } from './publicNames'

type Ref = number | { id: number } | null | undefined

const RATINGS = [
  'sound',
  'hospitality',
  'promotion',
  'punctuality',
  'performance',
  'professionalism',
]
const REVIEW_FIELDS = ['id', 'booking', 'direction', 'paidAsAgreed', ...RATINGS, 'text', 'reply']
// Amounts in kuruş, as stored; the export says so in its `units`.
const PAYMENT_FIELDS = [
  'id',
  'booking',
  'status',
  'amount',
  'commission',
  'artistAmount',
  'policy',
  'dueAt',
  'paidAt',
  'releaseAt',
  'createdAt',
]

/**
 * The market records the account is a party to: applications and bookings (with the agreed
 * terms), the messages of their threads, reviews written and received, and payments made or
 * received. The other party appears by public name only; their e-mail, notes, payout details and
 * other threads are never read. A received review shows once revealed, as on the site.
 */
export async function collectMarketData(
  payload: Payload,
  userId: number,
  profiles: { artists: number[]; venues: number[] },
) {
  const party: Where = {
    or: [{ artistUser: { equals: userId } }, { organizer: { equals: userId } }],
  }
  const applications = await findOwn(payload, 'applications', party)
  const bookings = await findOwn(payload, 'bookings', party)
  const messages = applications.length
    ? await findOwn(payload, 'application-messages', { application: { in: ids(applications) } })
    : []
  const written = await findOwn(payload, 'reviews', { author: { equals: userId } })
  const received = await findOwn(payload, 'reviews', {
    and: [
      { revealed: { equals: true } },
      { author: { not_equals: userId } },
      {
        or: [
          { artist: { in: profiles.artists.length ? profiles.artists : [0] } },
          { venue: { in: profiles.venues.length ? profiles.venues : [0] } },
        ],
      },
    ],
  })
  const payments = await findOwn(payload, 'payments', party)
  const names = await publicNames(payload, [
    ...applications,
    ...bookings,
    ...messages,
    ...written,
    ...received,
  ])
  const counterpart = (row: Row) =>
    idOf(row.artistUser as Ref) === userId
      ? { role: 'artist', otherParty: names.user(row.organizer as Ref) }
      : { role: 'organizer', otherParty: names.artist(row.artist as Ref) }
  const dealing = (row: Row) => ({
    gig: names.gig(row.gig as Ref),
    artist: names.artist(row.artist as Ref),
    ...counterpart(row),
  })
  return {
    applications: applications.map((row) => ({
      ...pick(
        [row],
        [
          'id',
          'kind',
          'message',
          'proposedFee',
          'state',
          'closedReason',
          'responseMessage',
          'respondedAt',
          'createdAt',
        ],
      )[0],
      ...dealing(row),
    })),
    bookings: bookings.map((row) => ({
      ...pick(
        [row],
        [
          'id',
          'application',
          'state',
          'agreedFee',
          'termsStatus',
          'terms',
          'completedAt',
          'cancelReason',
          'cancelledFor',
          'createdAt',
        ],
      )[0],
      ...dealing(row),
    })),
    messages: messages.map((row) => ({
      application: row.application,
      direction: idOf(row.author as Ref) === userId ? 'sent' : 'received',
      from: names.user(row.author as Ref),
      text: row.text,
      createdAt: row.createdAt,
    })),
    reviewsWritten: pick(written, [...REVIEW_FIELDS, 'createdAt']),
    reviewsReceived: received.map((row) => ({
      ...pick([row], [...REVIEW_FIELDS, 'createdAt'])[0],
      from: names.user(row.author as Ref),
    })),
    payments: payments.map((row) => ({
      ...pick([row], PAYMENT_FIELDS)[0],
      role: idOf(row.organizer as Ref) === userId ? 'paid' : 'received',
    })),
  }
}
