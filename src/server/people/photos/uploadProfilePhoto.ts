import 'server-only'

import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { inTransaction } from '../../platform/db/inTransaction'
import { fail, isFailure, type Failure } from '../../platform/failure'
import { findOwnProfile, findOwnProfileDoc } from '../profile/findOwnProfile'
import { noProfileForRole, profileCollection } from '../profile/profileCollection'
import type { OwnProfile } from '../profile/toOwnProfile'
import { deletePhoto, idOf } from './deletePhoto'
import { detectImageType } from './detectImageType'
import { reencodePhoto } from './reencodePhoto'

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024

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
  if (bytes.length > MAX_PHOTO_BYTES) return fail('tooLarge', 'ProfileApi.photo.tooLarge')
  if (!detectImageType(bytes)) return fail('invalid', 'ProfileApi.photo.type')
  const webp = await reencodePhoto(bytes)
  if (isFailure(webp)) return webp
  const replaced = await inTransaction(payload, user, async (req) => {
    const access = { overrideAccess: false, user, req, depth: 0 } as const
    const photo = await payload.create({
      ...access,
      collection: 'photos',
      data: { owner: user.id },
      file: { data: webp, mimetype: 'image/webp', name: `${randomUUID()}.webp`, size: webp.length },
    })
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
