import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'
import { parseRecordId } from '@/lib/parseRecordId'
import type { User } from '@/payload-types'

import { fail, inTransaction, type Failure } from '../../platform'
import { lockTicket, renewedNonce } from './transferTicket'

/**
 * The giver takes back a transfer still waiting for its address to claim it: the ticket's code
 * changes again (so the mailed link, made over the nonce it replaces, is dead) and it shows in
 * the giver's tickets with its new code. A transfer already claimed or given is a conflict. Null:
 * no transfer of `user`'s.
 */
export async function cancelTransfer(
  payload: Payload,
  user: User,
  idParam: string,
): Promise<{ ticket: number } | Failure<'conflict'> | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  return inTransaction(payload, user, async (req) => {
    const found = await payload.findByID({
      collection: 'ticket-transfers',
      id,
      depth: 0,
      overrideAccess: false,
      user,
      req,
      disableErrors: true,
    })
    if (!found || idOf(found.from) !== user.id) return null
    const ticketId = idOf(found.ticket)!
    await lockTicket(req, ticketId)
    // Full access: read again under the ticket's lock; its giver was checked above.
    const transfer = await payload.findByID({
      collection: 'ticket-transfers',
      id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (transfer.state !== 'pending') return fail('conflict', 'TicketTransfer.errors.notPending')
    const ticket = await payload.findByID({
      collection: 'tickets',
      id: ticketId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'tickets',
      id: ticketId,
      data: renewedNonce(ticket),
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'ticket-transfers',
      id,
      data: { state: 'cancelled' },
      overrideAccess: true,
      req,
    })
    return { ticket: ticketId }
  })
}
