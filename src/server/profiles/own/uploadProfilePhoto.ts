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
import { createPhoto, preparePhoto } from '../../people'

/**
 * Stores a photo for the caller's profile: JPEG, PNG or WebP by its bytes (not its declared
 * type), at most 5 MB, re-encoded without metadata, owned by the caller and set as the profile's
 * photo (the profile is created when there is none yet).
 */
export async function uploadProfilePhoto(
  payload: Payload,
  user: User,
  bytes: Buffer,
): Promise<OwnProfile | Failure<'forbidden' | 'tooLarge' | 'invalid'>> {
  const collection = profileCollection(user)
  if (!collection) return noProfileForRole()
  const webp = await preparePhoto(bytes)
  if (isFailure(webp)) return webp
  const replaced = await inTransaction(payload, user, async (req) => {
    const access = { overrideAccess: false, user, req, depth: 0 } as const
    const photo = await createPhoto(payload, user, req, webp)
    const existing = await findOwnProfileDoc(payload, user, collection, req)
    if (existing)
      await payload.update({ ...access, collection, id: existing.id, data: { photo: photo.id } })
    else await payload.create({ ...access, collection, data: { user: user.id, photo: photo.id } })
    return existing ? idOf(existing.photo) : null
  })
  // After the commit: the old photo's document and file go, so a replaced photo is not public.
  if (replaced) await deletePhoto(payload, user, replaced)
  const saved = await findOwnProfile(payload, user)
  if (!saved || isFailure(saved)) throw new Error('The profile could not be read back.')
  return saved
}
