import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'

import type { User } from '@/payload-types'

import {
  fail,
  idOfSignedLink,
  inTransaction,
  signedLinkKey,
  signLink,
  sqlOf,
  verifySignedLink,
  type Failure,
} from '../../platform'

/** What an invitation's link is signed over: the invitation, its show and the invited address. */
type SignedInvite = { id: number; gig: number; email: string }

const inviteKey = (payload: Payload) => signedLinkKey(payload.secret, 'door-invite')

/**
 * The token of the mailed link of an invitation to an address with no account: whoever opens it
 * signed in with that address is the invitation's account from then on. An account made with the
 * address is not enough: no address is confirmed at sign-up, so only the mailbox's owner, holding
 * the link, can take the invitation.
 */
export const doorInviteToken = (payload: Payload, invite: SignedInvite): string =>
  signLink(inviteKey(payload), invite.id, [invite.gig, invite.email])

/** The body of `POST /api/door-invites/claim`: the mailed link's token. */
export const doorInviteClaimSchema = z.object({
  token: z.string({ error: 'DoorApi.inviteInvalid' }).trim().min(1, 'DoorApi.inviteInvalid'),
})

/**
 * `user`, signed in with the address a show's door invitation went to, takes the invitation with
 * its link's token, and may work that door from then on → the show. A token that is no link or
 * names no invitation (the venue took it back) is `invalid`; another address is `forbidden`; an
 * invitation already taken by another account is a `conflict`. Taking one's own again answers
 * the same.
 */
export async function claimDoorInvite(
  payload: Payload,
  user: User,
  token: string,
): Promise<{ show: number } | Failure<'invalid' | 'forbidden' | 'conflict'>> {
  const id = idOfSignedLink(token)
  if (!id) return fail('invalid', 'DoorApi.inviteInvalid')
  return inTransaction(payload, user, async (req) => {
    // The token is the right to read the invitation: its address has no link to it yet.
    // Locked, so two accounts taking one invitation at once never both get it.
    const db = await sqlOf(req)
    const { rows } = await db.execute<{ gig_id: number; email: string; user_id: number | null }>(
      sql`SELECT gig_id, email, user_id FROM door_staff WHERE id = ${id} FOR UPDATE`,
    )
    const invite = rows[0]
    if (!invite || !verifySignedLink(inviteKey(payload), token, id, [invite.gig_id, invite.email]))
      return fail('invalid', 'DoorApi.inviteInvalid')
    const show = { show: invite.gig_id }
    if (invite.user_id === user.id) return show
    if (invite.user_id !== null) return fail('conflict', 'DoorApi.inviteTaken')
    if (user.email.toLowerCase() !== invite.email)
      return fail('forbidden', 'DoorApi.inviteOtherAddress', { values: { email: invite.email } })
    // The venue's row: only its venue may update it, and this is the step that links it.
    await payload.update({
      collection: 'door-staff',
      id,
      data: { user: user.id },
      overrideAccess: true,
      req,
    })
    return show
  })
}
