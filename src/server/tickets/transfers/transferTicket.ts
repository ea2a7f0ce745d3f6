import 'server-only'

import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { idOf } from '@/lib/idOf'
import { parseRecordId } from '@/lib/parseRecordId'
import type { Gig, Ticket, TicketTransfer, TicketType, User } from '@/payload-types'

import { queueEmail, userLocale } from '../../outreach'
import { fail, inTransaction, sqlOf, type Failure } from '../../platform'
import { transferMail } from './transferMail'
import { transferToken, transferTokenKey } from './transferToken'
import type { TransferInput } from './transferSchema'

/** What the giver sees of a transfer: to whom, and whether it waits for that address to claim it. */
type TransferView = {
  id: number
  ticket: number
  toEmail: string
  state: 'given' | 'pending'
}

type TransferRefusal = Failure<'invalid' | 'conflict'>

/** Locks the ticket's row: a transfer, a claim, a take-back, a scan and a refund of it queue. */
export async function lockTicket(req: PayloadRequest, ticketId: number): Promise<void> {
  const db = await sqlOf(req)
  await db.execute(sql`SELECT id FROM tickets WHERE id = ${ticketId} FOR UPDATE`)
}

/** A new nonce for the ticket's code; the one it replaces goes to `formerNonces`. */
export function renewedNonce(ticket: Pick<Ticket, 'codeNonce' | 'formerNonces'>) {
  const former = Array.isArray(ticket.formerNonces) ? (ticket.formerNonces as string[]) : []
  return {
    codeNonce: randomBytes(16).toString('base64url'),
    formerNonces: ticket.codeNonce ? [...former, ticket.codeNonce] : former,
  }
}

/**
 * The show a ticket is for, read inside the transfer's transaction (`req`): a read on another of
 * the pool's connections while the transaction holds one starves the pool once as many transfers
 * as it has connections run at once. Full access: gigs are public, and the ticket was checked.
 */
const showOf = (req: PayloadRequest, ticket: Pick<Ticket, 'gig'>) =>
  req.payload.findByID({
    collection: 'gigs',
    id: idOf(ticket.gig)!,
    depth: 0,
    select: { title: true, date: true, venue: true, status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  }) as Promise<Pick<Gig, 'title' | 'date' | 'venue' | 'status'> | null>

/** Why an issued ticket of `holder` cannot be given now, or null when it can. */
async function refusal(
  req: PayloadRequest,
  ticket: Ticket,
  now: Date,
): Promise<TransferRefusal | null> {
  if (ticket.status === 'held') return fail('conflict', 'TicketTransfer.errors.notIssued')
  if (ticket.status === 'used') return fail('conflict', 'TicketTransfer.errors.used')
  if (ticket.status === 'refunded') return fail('conflict', 'TicketTransfer.errors.refunded')
  const gig = await showOf(req, ticket)
  if (!gig || gig.status === 'cancelled')
    return fail('conflict', 'TicketTransfer.errors.showCancelled')
  if (Date.parse(gig.date) <= now.getTime())
    return fail('conflict', 'TicketTransfer.errors.showStarted')
  // Server reads for the holder's own ticket: full access.
  const { totalDocs } = await req.payload.count({
    collection: 'ticket-transfers',
    where: { and: [{ ticket: { equals: ticket.id } }, { state: { equals: 'pending' } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs ? fail('conflict', 'TicketTransfer.errors.pending') : null
}

/**
 * The holder of a valid ticket gives it to `email`. Its code changes at once (the old one goes
 * to `formerNonces`, where the door recognises it as given away). An address with an account
 * holds the ticket now (`given`); one without gets a link that gives it to the account it opens
 * with that address (`pending`, the ticket still the giver's but showing no code). The mail is
 * queued in the same transaction. Null: no such ticket of `user`.
 */
export async function transferTicket(
  payload: Payload,
  user: User,
  idParam: string,
  { email }: TransferInput,
  locale: Locale,
): Promise<TransferView | TransferRefusal | null> {
  const id = parseRecordId(idParam)
  if (!id) return null
  if (email === user.email.toLowerCase())
    return fail('invalid', 'TicketTransfer.errors.self', { field: 'email' })
  return inTransaction(payload, user, async (req) => {
    await lockTicket(req, id)
    const ticket = await payload.findByID({
      collection: 'tickets',
      id,
      depth: 0,
      overrideAccess: false,
      user,
      req,
      disableErrors: true,
    })
    if (!ticket) return null
    const refused = await refusal(req, ticket, new Date())
    if (refused) return refused
    // The address the holder typed: whether it has an account decides who holds the ticket.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    const recipient = docs[0]
    const renewed = renewedNonce(ticket)
    // Full access: tickets and transfers are written only here; the holder was checked above.
    await payload.update({
      collection: 'tickets',
      id,
      data: { ...renewed, holder: recipient?.id ?? user.id },
      overrideAccess: true,
      req,
    })
    const transfer = await payload.create({
      collection: 'ticket-transfers',
      data: {
        ticket: id,
        from: user.id,
        toEmail: email,
        to: recipient?.id,
        state: recipient ? 'given' : 'pending',
        locale: recipient ? userLocale(recipient) : locale,
      },
      overrideAccess: true,
      req,
    })
    await queueTransferMail(req, transfer, user, recipient, renewed.codeNonce)
    return { id: transfer.id, ticket: id, toEmail: email, state: transfer.state } as TransferView
  })
}

/** Queues the new holder's mail, in the transaction that gave the ticket. */
async function queueTransferMail(
  req: PayloadRequest,
  transfer: TicketTransfer,
  giver: User,
  recipient: User | undefined,
  codeNonce: string,
): Promise<void> {
  const ticketId = idOf(transfer.ticket)!
  const ticket = await req.payload.findByID({
    collection: 'tickets',
    id: ticketId,
    depth: 1,
    populate: { 'ticket-types': { name: true } },
    overrideAccess: true,
    req,
  })
  const gig = await showOf(req, ticket)
  if (!gig) return
  const locale = transfer.locale ?? 'tr'
  const token = recipient
    ? undefined
    : transferToken(transferTokenKey(req.payload.secret), {
        id: transfer.id,
        ticket: ticketId,
        codeNonce,
      })
  const message = transferMail({
    to: transfer.toEmail,
    locale,
    giver: giver.fullname || giver.email,
    show: { title: gig.title, date: gig.date, venue: gig.venue ?? null },
    type: (ticket.ticketType as Pick<TicketType, 'name'>).name[locale],
    token,
  })
  await queueEmail(req.payload, message, req)
}
