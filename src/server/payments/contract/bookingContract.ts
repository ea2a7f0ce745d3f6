import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import {
  bookingContract,
  type ContractDocuments,
  type ContractFacts,
} from '@/lib/legal/distanceContract'
import type { Booking, User } from '@/payload-types'
import { findBooking, findBookingDoc, idOf } from '@/server/market'
import { fail, type Failure } from '@/server/platform'

import { providerIdentity } from '@/server/legal'
import { bookingAmounts } from '../domain/bookingAmounts'
import { paymentSettings, releaseHours } from '../settings'
import { contractView, type ContractBuilder } from './contractDocuments'

/** A booking's contract as its payer reads it: the terms it is for, its text's hash, the text. */
export type BookingContractView = {
  /** The confirmed terms' version (their confirmation time): new terms, a new contract. */
  termsVersion: string
  hash: string
  documents: ContractDocuments
}

type ContractFailure = Failure<'conflict'>

/** The booking's documents in any language, from its facts. */
export const bookingContractOf =
  (facts: ContractFacts): ContractBuilder =>
  (locale, t) =>
    bookingContract(facts, locale, t)

/**
 * The facts of `booking`'s contract: its confirmed terms and price, its two parties' names, the
 * platform's rules and identity. Null when nothing is paid on Sahne (no confirmed fixed fee).
 */
export async function contractFacts(
  payload: Payload,
  user: User,
  booking: Booking,
): Promise<ContractFacts | null> {
  const settings = paymentSettings()
  const commissionPercent = settings?.commissionPercent ?? 10
  const amounts = bookingAmounts(booking, commissionPercent)
  const summary = await findBooking(payload, user, booking.id)
  if (!amounts || !summary?.terms) return null
  // The organizer's name, as the contract names its customer: read for a party of the booking
  // (the caller is one), closed to requests as a user record.
  const organizer = await payload.findByID({
    collection: 'users',
    id: idOf(booking.organizer),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  return {
    bookingId: booking.id,
    gig: {
      title: summary.gig.title,
      date: summary.gig.date,
      venue: summary.gig.venue,
      address: summary.gig.address,
    },
    artist: summary.artist.name,
    organizer: organizer?.fullname || summary.gig.venue,
    terms: summary.terms,
    amount: amounts.amount,
    commission: amounts.commission,
    commissionPercent,
    releaseHours: settings?.releaseHours ?? releaseHours(),
    provider: providerIdentity(),
  }
}

/**
 * The pre-information form and the distance service contract of a booking whose terms are
 * confirmed with a fee paid on Sahne, in `locale`, for its two parties. Null when `user` cannot
 * see the booking; a conflict while there is nothing to pay here.
 */
export async function bookingContractView(
  payload: Payload,
  user: User,
  idParam: string,
  locale: Locale,
): Promise<BookingContractView | ContractFailure | null> {
  const booking = await findBookingDoc(payload, user, idParam)
  if (!booking) return null
  const parties = [idOf(booking.organizer), idOf(booking.artistUser)]
  if (!parties.includes(user.id)) return null
  const facts = await contractFacts(payload, user, booking)
  if (!facts || booking.state !== 'confirmed')
    return fail('conflict', 'Payments.errors.nothingToPay')
  return {
    termsVersion: booking.terms?.confirmedAt ?? '',
    ...contractView(bookingContractOf(facts), locale),
  }
}
