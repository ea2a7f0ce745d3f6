import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { AvailabilityBlock, User } from '../../../payload-types'
import { inTransaction, isFailure, lockRow, type Failure } from '../../platform'
import { addDays } from '../../../lib/availability/calendarDay'
import type { AvailabilityReplace } from './availabilitySchema'
import { listMyAvailability, type MyAvailability } from './listMyAvailability'
import { ownArtist } from './ownArtist'

/**
 * Replaces the signed-in artist's own blocks in `from`..`to` with `blocks`, in one transaction
 * under the artist's row lock (the lock an accept takes too, so a save and a booking never
 * interleave). A block reaching past the range keeps its days outside it. Blocks read from an
 * external calendar are the import's and stay. Answers the calendar over the range.
 */
export async function replaceMyAvailability(
  payload: Payload,
  user: User,
  input: AvailabilityReplace,
): Promise<MyAvailability | Failure<'forbidden' | 'conflict'>> {
  const artist = await ownArtist(payload, user)
  if (isFailure(artist)) return artist
  const { from, to } = input
  await inTransaction(payload, user, async (req) => {
    await lockRow(req, 'artists', artist.id)
    const access = { overrideAccess: false, user, depth: 0, req } as const
    const { docs: touching } = await payload.find({
      collection: 'availability-blocks',
      where: {
        and: [
          { artist: { equals: artist.id } },
          { source: { equals: 'manual' } },
          { fromDay: { less_than_equal: to } },
          { toDay: { greater_than_equal: from } },
        ],
      },
      pagination: false,
      ...access,
    })
    for (const block of touching) {
      await payload.delete({ collection: 'availability-blocks', id: block.id, ...access })
      for (const rest of outside(block, from, to))
        await createBlock(payload, req, user, artist.id, rest)
    }
    for (const block of input.blocks)
      await createBlock(payload, req, user, artist.id, {
        from: block.from,
        to: block.to,
        note: block.note || null,
      })
  })
  return listMyAvailability(payload, user, { from, to })
}

type Days = { from: string; to: string; note: string | null }

/** The parts of `block` before `from` and after `to`. */
function outside(block: AvailabilityBlock, from: string, to: string): Days[] {
  const note = block.note ?? null
  const parts: Days[] = []
  if (block.fromDay < from) parts.push({ from: block.fromDay, to: addDays(from, -1), note })
  if (block.toDay > to) parts.push({ from: addDays(to, 1), to: block.toDay, note })
  return parts
}

const createBlock = (
  payload: Payload,
  req: PayloadRequest,
  user: User,
  artist: number,
  days: Days,
) =>
  payload.create({
    collection: 'availability-blocks',
    data: {
      artist,
      user: user.id,
      fromDay: days.from,
      toDay: days.to,
      note: days.note,
      source: 'manual',
    },
    overrideAccess: false,
    user,
    depth: 0,
    req,
  })
