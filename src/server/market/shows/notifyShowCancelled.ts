import 'server-only'

import type { Payload } from 'payload'

import { notify } from '../notifications/notify'
import { sendOnce } from './sendOnce'
import { goersOf } from './goersOf'
import { showNames } from './remindShows'

/**
 * Tells every fan going to a cancelled gig that it is off, once each (queued by the gig's hook).
 * `skip` are told otherwise (its ticket buyers hear of the cancel with their refund).
 */
export async function notifyShowCancelled(
  payload: Payload,
  gigId: number,
  skip: number[] = [],
): Promise<number> {
  const goers = (await goersOf(payload, [gigId])).filter(({ user }) => !skip.includes(user))
  if (!goers.length) return 0
  const values = (await showNames(payload, [gigId])).get(gigId)!
  let sent = 0
  for (const { user } of goers) {
    const notice = { user, type: 'showCancelled' as const, gig: gigId, values }
    if (
      await sendOnce(payload, user, `cancelled:${gigId}`, (req) => notify(payload, [notice], req))
    )
      sent++
  }
  return sent
}
