import 'server-only'

import type { Payload } from 'payload'

import type { Booking, User } from '@/payload-types'

import { bookingAmounts } from '../domain/bookingAmounts'
import { payoutBlockOf, payoutBlocked } from '../payout/payoutBlock'
import { paymentSettings } from '../settings'

/** A count of bookings and the kuruş they come to. */
type Tally = { count: number; amount: number }

/**
 * What a party's bookings come to, for their dashboard. The organizer: `due` what they have to
 * pay, `held` what Sahne holds of what they paid, `paidOut` what of it was paid out (to the
 * artists, with Sahne's commission; refunds are not counted). The
 * artist: `due` what venues have still to pay for their share, `held` their share Sahne holds,
 * `paidOut` what reached their account. `nextDueAt`: the organizer's earliest deadline.
 */
export type MoneySummary = {
  role: 'organizer' | 'artist'
  due: Tally
  held: Tally
  paidOut: Tally
  nextDueAt: string | null
  /**
   * The artist: what was paid out, from the ledger, as gross (the share kept before deductions),
   * Sahne's commission, the tax withheld and the net that reached them: gross − commission −
   * withholding = net.
   */
  payouts: { gross: number; commission: number; withholding: number; net: number } | null
  /**
   * Held money waiting for the artist's payout details: the artist gets the fields they still lack;
   * the organizer the count of their held bookings whose artist's details are incomplete.
   */
  payoutBlocked: { missing: string[]; count: number } | null
}

const tally = (amounts: number[]): Tally => ({
  count: amounts.length,
  amount: amounts.reduce((sum, amount) => sum + amount, 0),
})

/**
 * The signed-in party's money across their bookings: their payments (read with their rights)
 * and, for what was paid out, the ledger's entries of those payments. Null for fans and admins,
 * and while payments are off.
 */
export async function moneySummary(payload: Payload, user: User): Promise<MoneySummary | null> {
  const settings = paymentSettings()
  if (!settings) return null
  if (user.role !== 'organizer' && user.role !== 'artist') return null
  const role = user.role
  const { docs } = await payload.find({
    collection: 'payments',
    where:
      role === 'artist' ? { artistUser: { equals: user.id } } : { organizer: { equals: user.id } },
    pagination: false,
    // The booking: a payment not yet started has its amounts only in the booking's terms.
    depth: 1,
    select: {
      status: true,
      amount: true,
      artistAmount: true,
      dueAt: true,
      booking: true,
      provider: true,
    },
    overrideAccess: false,
    user,
  })
  // Only the rows of payments the party just read: the ledger itself is closed to requests.
  const entries = docs.length
    ? (
        await payload.find({
          collection: 'ledger-entries',
          where: {
            and: [
              { payment: { in: docs.map((doc) => doc.id) } },
              // Money that left escrow for good: to the artist, the commission and the tax
              // withheld from the artist's share.
              {
                account: { in: ['artist', 'platform', 'withholding'] },
              },
            ],
          },
          pagination: false,
          depth: 0,
          overrideAccess: true,
        })
      ).docs
    : []
  const share = (doc: (typeof docs)[number]) => {
    const amounts =
      doc.amount === null || doc.amount === undefined
        ? bookingAmounts(doc.booking as Booking, settings.commissionPercent)
        : { amount: doc.amount, artistAmount: doc.artistAmount ?? 0 }
    return (role === 'artist' ? amounts?.artistAmount : amounts?.amount) ?? 0
  }
  // Due while its booking stands (a cancelled one owes nothing).
  const due = docs.filter(
    (doc) => doc.status === 'due' && (doc.booking as Booking).state === 'confirmed',
  )
  const held = docs.filter((doc) => doc.status === 'paid' || doc.status === 'held')
  const paidOut = new Set(entries.map((entry) => entry.payment))
  const sum = (account: string) =>
    entries.filter((e) => e.account === account).reduce((total, e) => total + e.amount, 0)
  const artistNet = sum('artist')
  return {
    role,
    due: tally(due.map(share)),
    held: tally(held.map(share)),
    paidOut: {
      count: paidOut.size,
      amount: role === 'artist' ? artistNet : artistNet + sum('platform') + sum('withholding'),
    },
    payouts:
      role === 'artist'
        ? {
            gross: artistNet + sum('platform') + sum('withholding'),
            commission: sum('platform'),
            withholding: sum('withholding'),
            net: artistNet,
          }
        : null,
    payoutBlocked: await blockedOf(payload, user, role, held),
    nextDueAt:
      role === 'organizer'
        ? (due
            .map((doc) => doc.dueAt)
            .filter((at): at is string => Boolean(at))
            .sort()[0] ?? null)
        : null,
  }
}

/** What holds a party's held money back: the artist's incomplete payout details. */
async function blockedOf(
  payload: Payload,
  user: User,
  role: 'organizer' | 'artist',
  held: { provider?: { payeeKey?: string | null } | null }[],
): Promise<MoneySummary['payoutBlocked']> {
  if (role === 'artist') {
    const { missing } = await payoutBlockOf(payload, { user: user.id })
    return missing.length ? { missing, count: held.length } : null
  }
  let count = 0
  for (const payment of held) if (await payoutBlocked(payload, payment.provider?.payeeKey)) count++
  return count ? { missing: [], count } : null
}
