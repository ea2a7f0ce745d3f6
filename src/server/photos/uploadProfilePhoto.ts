import 'server-only'

import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'

import type { User } from '../../payload-types'
import { inTransaction } from '../blog/admin/inTransaction'
import { ApiError } from '../../app/api/_http/ApiError'
import { findOwnProfileDoc, getOwnProfile } from '../profile/getOwnProfile'
import { profileCollection } from '../profile/profileCollection'
import type { OwnProfile } from '../profile/toOwnProfile'
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
): Promise<OwnProfile> {
  const collection = profileCollection(user)
  if (bytes.length > MAX_PHOTO_BYTES) throw new ApiError(413, 'ProfileApi.photo.tooLarge')
  if (!detectImageType(bytes)) throw new ApiError(400, 'ProfileApi.photo.type')
  const webp = await reencodePhoto(bytes)
  await inTransaction(payload, user, async (req) => {
    const access = { overrideAccess: false, user, req, depth: 0 } as const
    const photo = await payload.create({
      ...access,
      collection: 'photos',
      data: { owner: user.id },
      file: { data: webp, mimetype: 'image/webp', name: `${randomUUID()}.webp`, size: webp.length },
    })
    const existing = await findOwnProfileDoc(payload, user, req)
    if (existing)
      await payload.update({ ...access, collection, id: existing.id, data: { photo: photo.id } })
    else await payload.create({ ...access, collection, data: { user: user.id, photo: photo.id } })
  })
  const saved = await getOwnProfile(payload, user)
  if (!saved) throw new Error('The profile could not be read back.')
  return saved
}
