import 'server-only'

import type { Payload } from 'payload'

import { idOf } from '@/lib/idOf'
import type { User } from '@/payload-types'

import { fail, inTransaction, type Failure } from '../../platform'
import { lockTicket } from './transferTicket'
import { transferIdOfToken, transferTokenKey, verifyTransferToken } from './transferToken'

/** What the new holder is told: the ticket, and the show to find it under. */
type ClaimedTransfer = { ticket: number; show: number }

type ClaimRefusal = Failure<'invalid' | 'forbidden' | 'conflict'>

/**
 * The account signed in with the address a pending transfer was sent to takes the ticket with the
 * mailed link's token. Another address is refused (the link is not theirs to use); a link taken
 * back or already used is a conflict; claiming again one's own claimed ticket answers it again.
 * Under the ticket's lock, so a claim and the giver's take-back never both win.
 */
export async function claimTransfer(
  payload: Payload,
  user: User,
  token: string,
): Promise<ClaimedTransfer | ClaimRefusal> {
  const id = transferIdOfToken(token)
  if (!id) return fail('invalid', 'TicketTransfer.errors.badLink')
  return inTransaction(payload, user, async (req) => {
    // The token is the right to read the transfer (its recipient has no link to it yet).
    const found = await payload.findByID({
      collection: 'ticket-transfers',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
    })
    if (!found) return fail('invalid', 'TicketTransfer.errors.badLink')
    const ticketId = idOf(found.ticket)!
    await lockTicket(req, ticketId)
    const transfer = await payload.findByID({
      collection: 'ticket-transfers',
      id,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const ticket = await payload.findByID({
      collection: 'tickets',
      id: ticketId,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const claimed = { ticket: ticketId, show: idOf(ticket.gig)! }
    if (transfer.state === 'claimed' && idOf(transfer.to) === user.id) return claimed
    const signed = { id, ticket: ticketId, codeNonce: ticket.codeNonce ?? '' }
    if (!verifyTransferToken(transferTokenKey(payload.secret), token, signed))
      return fail('invalid', 'TicketTransfer.errors.badLink')
    if (transfer.state !== 'pending' || ticket.status !== 'sold')
      return fail('conflict', 'TicketTransfer.errors.linkUsed')
    if (user.email.toLowerCase() !== transfer.toEmail.toLowerCase())
      return fail('forbidden', 'TicketTransfer.errors.otherAddress', {
        values: { email: transfer.toEmail },
      })
    // Full access: written only here, the token and the address checked above.
    await payload.update({
      collection: 'tickets',
      id: ticketId,
      data: { holder: user.id },
      overrideAccess: true,
      req,
    })
    await payload.update({
      collection: 'ticket-transfers',
      id,
      data: { state: 'claimed', to: user.id },
      overrideAccess: true,
      req,
    })
    return claimed
  })
}
