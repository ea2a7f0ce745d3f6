import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { EMAIL_MAX } from '@/lib/limits'
import type { DoorStaff, User } from '@/payload-types'

import { fail, inTransaction, isFailure, jobMeta, type Failure } from '../../platform'
import { doorShow } from './doorShow'

/** The body of `POST /api/door/{showId}/staff`; the address is kept lower-cased. */
export const doorStaffSchema = z.object({
  email: z
    .string({ error: 'DoorApi.emailRequired' })
    .trim()
    .min(1, 'DoorApi.emailRequired')
    .pipe(z.email('DoorApi.emailInvalid').max(EMAIL_MAX, 'DoorApi.emailInvalid'))
    .transform((email) => email.toLowerCase()),
})

/** One person invited to a show's door, as its venue sees them. */
export type DoorStaffView = { id: number; email: string; hasAccount: boolean; invitedAt: string }

const view = (row: DoorStaff): DoorStaffView => ({
  id: row.id,
  email: row.email,
  hasAccount: Boolean(row.user),
  invitedAt: row.createdAt,
})

/** The show, when `user` is its venue or an admin: staff do not invite staff. */
async function venueShow(payload: Payload, user: User, idParam: unknown) {
  const show = await doorShow(payload, user, idParam)
  return show && !isFailure(show) && show.role !== 'staff' ? show : null
}

/** The show's door staff, first invited first; null to anyone but its venue and admins. */
export async function listDoorStaff(
  payload: Payload,
  user: User,
  idParam: unknown,
): Promise<DoorStaffView[] | null> {
  const show = await venueShow(payload, user, idParam)
  if (!show) return null
  const { docs } = await payload.find({
    collection: 'door-staff',
    where: { gig: { equals: show.id } },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return docs.map(view)
}

/**
 * The venue lets `email` work the show's door, and the address is mailed (one job, queued in the
 * transaction that records the invitation): a link to the door, or, for an address with no account
 * yet, to sign up with it first. `conflict` for an address already invited to this show.
 */
export async function inviteDoorStaff(
  payload: Payload,
  user: User,
  idParam: unknown,
  { email }: z.infer<typeof doorStaffSchema>,
  locale: 'tr' | 'en',
): Promise<DoorStaffView | Failure<'conflict'> | null> {
  const show = await venueShow(payload, user, idParam)
  if (!show) return null
  return inTransaction(payload, user, async (req) => {
    const taken = await payload.count({
      collection: 'door-staff',
      where: { and: [{ gig: { equals: show.id } }, { email: { equals: email } }] },
      overrideAccess: false,
      req,
    })
    if (taken.totalDocs > 0)
      return fail('conflict', 'DoorApi.alreadyInvited', { values: { email } })
    // Full access: whether an address has an account is not the venue's to read; only the
    // invitation's `user` (kept from the venue's view as a yes/no) records it.
    const { docs: accounts } = await payload.find({
      collection: 'users',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      select: {},
      overrideAccess: true,
      req,
    })
    const row = await payload.create({
      collection: 'door-staff',
      data: { gig: show.id, email, user: accounts[0]?.id ?? null, invitedBy: user.id },
      overrideAccess: false,
      req,
    })
    await payload.jobs.queue({
      task: 'mailDoorInvite',
      input: { staff: row.id, locale },
      req,
      meta: jobMeta(),
    })
    return view(row)
  })
}

/** The venue takes `staffId` off the show's door; null when there is no such invitation. */
export async function removeDoorStaff(
  payload: Payload,
  user: User,
  idParam: unknown,
  staffId: number,
): Promise<{ id: number } | null> {
  const show = await venueShow(payload, user, idParam)
  if (!show) return null
  const { docs } = await payload.delete({
    collection: 'door-staff',
    where: { and: [{ id: { equals: staffId } }, { gig: { equals: show.id } }] },
    overrideAccess: false,
    user,
  })
  return docs[0] ? { id: staffId } : null
}
