import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { User } from '@/payload-types'

import { isFailure, sqlOf, type Failure } from '../../platform'
import { doorShow, type DoorShow } from './doorShow'

/** The door's screen: its show, who is at the door, and how many are in of how many sold. */
export type DoorView = { show: DoorShow; admitted: number; sold: number }

/**
 * What the door's screen shows on top: the show and its counts (`admitted`: tickets used; `sold`:
 * tickets issued, used or not), one statement over the tickets' show index.
 */
export async function doorView(
  payload: Payload,
  user: User,
  idParam: unknown,
): Promise<DoorView | Failure<'forbidden'> | null> {
  const show = await doorShow(payload, user, idParam)
  if (!show || isFailure(show)) return show
  const db = await sqlOf(payload)
  const { rows } = await db.execute<Record<string, unknown>>(
    sql`SELECT count(*) FILTER (WHERE status = 'used') AS admitted,
               count(*) FILTER (WHERE status IN ('sold', 'used')) AS sold
        FROM tickets WHERE gig_id = ${show.id}`,
  )
  return { show, admitted: Number(rows[0]?.admitted ?? 0), sold: Number(rows[0]?.sold ?? 0) }
}
