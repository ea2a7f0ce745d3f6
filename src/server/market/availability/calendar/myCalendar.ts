import 'server-only'

import type { Payload } from 'payload'

import type { CalendarStatus } from '../../../../lib/availability/calendarStatus'
import type { User } from '../../../../payload-types'
import { fail, inTransaction, isFailure, jobMeta, lockRow, type Failure } from '../../../platform'
import { ownArtist } from '../ownArtist'
import { addressHint, sealAddress, type CalendarAddressInput } from './calendarAddress'
import { calendarStatusOf } from './calendarStatusOf'

// External calendars are closed to every request (their address is a secret): after `ownArtist`
// has checked who asks, with the request's access, these reads and writes use full access.

const findRow = async (payload: Payload, artistId: number) =>
  (
    await payload.find({
      collection: 'external-calendars',
      where: { artist: { equals: artistId } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
    })
  ).docs[0] ?? null

/** The signed-in artist's external calendar (its host and last fetch), or null without one. */
export async function findMyCalendar(
  payload: Payload,
  user: User,
): Promise<CalendarStatus | null | Failure<'forbidden' | 'conflict'>> {
  const artist = await ownArtist(payload, user)
  if (isFailure(artist)) return artist
  const row = await findRow(payload, artist.id)
  return row ? calendarStatusOf(row) : null
}

/**
 * Saves (or changes) the artist's secret iCal address, sealed, and queues its first reading: the
 * request never fetches it. A changed address starts again as not yet read.
 */
export async function saveMyCalendar(
  payload: Payload,
  user: User,
  { address }: CalendarAddressInput,
): Promise<CalendarStatus | Failure<'forbidden' | 'conflict'>> {
  const artist = await ownArtist(payload, user)
  if (isFailure(artist)) return artist
  const data = {
    sealed: sealAddress(address),
    addressHint: addressHint(address),
    lastStatus: null,
    lastFailure: null,
    lastHttpStatus: null,
    busyDayCount: null,
    lastFetchedAt: null,
  }
  const row = await inTransaction(payload, user, async (req) => {
    await lockRow(req, 'artists', artist.id)
    const existing = await payload.find({
      collection: 'external-calendars',
      where: { artist: { equals: artist.id } },
      overrideAccess: true,
      depth: 0,
      limit: 1,
      req,
    })
    const saved = existing.docs[0]
      ? await payload.update({
          collection: 'external-calendars',
          id: existing.docs[0].id,
          data,
          overrideAccess: true,
          depth: 0,
          req,
        })
      : await payload.create({
          collection: 'external-calendars',
          data: { ...data, artist: artist.id, user: user.id },
          overrideAccess: true,
          depth: 0,
          req,
        })
    // Joins the transaction: a save that rolls back queues nothing.
    await payload.jobs.queue({
      task: 'importCalendar',
      input: { calendar: saved.id },
      req,
      meta: jobMeta(),
    })
    return saved
  })
  return calendarStatusOf(row)
}

/** Removes the artist's external calendar and the busy days it had marked, in one transaction. */
export async function removeMyCalendar(
  payload: Payload,
  user: User,
): Promise<true | Failure<'forbidden' | 'conflict' | 'notFound'>> {
  const artist = await ownArtist(payload, user)
  if (isFailure(artist)) return artist
  return inTransaction(payload, user, async (req) => {
    await lockRow(req, 'artists', artist.id)
    const { docs } = await payload.delete({
      collection: 'external-calendars',
      where: { artist: { equals: artist.id } },
      overrideAccess: true,
      req,
    })
    // Its days go with it (the collection's afterDelete hook, in this transaction).
    if (docs.length === 0) return fail('notFound', 'Availability.calendar.errors.noCalendar')
    return true as const
  })
}
