import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { inTransaction } from '../../platform'
import { isFailure, type Failure } from '../../platform'
import { findOwnProfile, findOwnProfileDoc } from './findOwnProfile'
import { noProfileForRole, profileCollection } from '../../people'
import type { OwnProfile } from './toOwnProfile'
import { idOf } from '@/lib/idOf'
import { deletePhoto } from '../../people'

/**
 * Takes the caller's profile photo off the profile and deletes its document and file; null when
 * the caller has no profile yet. Removing a photo that is already gone changes nothing.
 */
export async function removeProfilePhoto(
  payload: Payload,
  user: User,
): Promise<OwnProfile | Failure<'forbidden'> | null> {
  const collection = profileCollection(user)
  if (!collection) return noProfileForRole()
  const removed = await inTransaction(payload, user, async (req) => {
    const existing = await findOwnProfileDoc(payload, user, collection, req)
    if (!existing) return undefined
    const photo = idOf(existing.photo)
    if (photo)
      await payload.update({
        collection,
        id: existing.id,
        data: { photo: null },
        overrideAccess: false,
        user,
        req,
        depth: 0,
      })
    return photo
  })
  if (removed === undefined) return null
  if (removed) await deletePhoto(payload, user, removed)
  const saved = await findOwnProfile(payload, user)
  if (!saved || isFailure(saved)) throw new Error('The profile could not be read back.')
  return saved
}
