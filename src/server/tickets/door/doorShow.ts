import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import type { User } from '@/payload-types'

import { fail, sqlOf, type Failure } from '../../platform'
import { findTicketShow } from '../types/ticketShow'

/** Who works a show's door: its venue (the gig's organizer), staff it invited, or an admin. */
type DoorRole = 'venue' | 'staff' | 'admin'

/** A show as its door needs it, and in what role the person at the door is there. */
export type DoorShow = { id: number; title: string; date: string; role: DoorRole }

/**
 * Whether `user` was invited to `showId`'s door: the invitation is their account's, either from
 * the start (the address had an account when invited) or taken with its mailed link (doorInvite).
 * An account merely made with an invited address is not let in: addresses are not confirmed at
 * sign-up. Raw SQL: the staff rows are the venue's to read, and this is the check that lets
 * someone else in.
 */
async function isDoorStaff(payload: Payload, user: User, showId: number): Promise<boolean> {
  const db = await sqlOf(payload)
  const { rows } = await db.execute(
    sql`SELECT 1 FROM door_staff WHERE gig_id = ${showId}
        AND user_id = ${user.id} LIMIT 1`,
  )
  return rows.length > 0
}

/**
 * The show `idParam` names, if `user` may work its door; null when it names no show (a gig with a
 * confirmed lineup, not cancelled); `forbidden` for anyone else signed in.
 */
export async function doorShow(
  payload: Payload,
  user: User,
  idParam: unknown,
): Promise<DoorShow | Failure<'forbidden'> | null> {
  const show = await findTicketShow(payload, idParam)
  if (!show) return null
  const role: DoorRole | null =
    show.organizer === user.id
      ? 'venue'
      : hasRole(user, 'admin')
        ? 'admin'
        : (await isDoorStaff(payload, user, show.id))
          ? 'staff'
          : null
  if (!role) return fail('forbidden', 'DoorApi.notAllowed')
  return { id: show.id, title: show.title, date: show.date, role }
}
