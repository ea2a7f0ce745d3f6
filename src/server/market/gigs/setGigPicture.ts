import 'server-only'

import type { Payload } from 'payload'

import type { Gig, User } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { isFailure, type Failure } from '../../platform'
import { idOf } from '@/lib/idOf'
import { createPhoto, preparePhoto } from '../../people'
import { findGig, type GigDetail } from './findGig'

/**
 * Gives a gig its own picture (`bytes`, with the profile photo's checks) or takes it away (null):
 * either way an admin's image or image URL goes too, so "remove" leaves the fallback showing.
 * `gig` is one `findOwnGig` allowed `user` to change. The replaced picture is deleted after the
 * commit; the gig's save expires every gig read (its collection hook).
 */
export async function setGigPicture(
  payload: Payload,
  user: User,
  gig: Gig,
  bytes: Buffer | null,
): Promise<GigDetail | Failure<'tooLarge' | 'invalid'>> {
  const webp = bytes ? await preparePhoto(bytes) : null
  if (isFailure(webp)) return webp
  const replaced = await inTransaction(payload, user, async (req) => {
    // Two uploads at once: the second replaces the first, and the first's file is deleted.
    await lockRow(req, 'gigs', gig.id)
    const current = await payload.findByID({
      collection: 'gigs',
      id: gig.id,
      depth: 0,
      select: { photo: true },
      overrideAccess: false,
      user,
      req,
    })
    const photo = webp ? await createPhoto(payload, user, req, webp) : null
    await payload.update({
      collection: 'gigs',
      id: gig.id,
      // The upload is the gig's one own picture: an image an admin or the seed set goes with it.
      data: { photo: photo?.id ?? null, image: null, imageUrl: null },
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    return idOf(current.photo)
  })
  // With full access: the old picture may be another user's upload (an admin's, say), and the
  // caller's right to the gig was checked by findOwnGig.
  if (replaced) await payload.delete({ collection: 'photos', id: replaced, overrideAccess: true })
  const saved = await findGig(payload, gig.id)
  if (!saved) throw new Error('The gig could not be read back.')
  return saved
}
