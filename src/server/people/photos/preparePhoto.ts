import 'server-only'

import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'

import { MAX_IMAGE_BYTES } from '../../../lib/limits'
import type { Photo, User } from '../../../payload-types'
import { fail, type Failure } from '../../platform'
import { detectImageType } from './detectImageType'
import { reencodePhoto } from './reencodePhoto'

export const MAX_PHOTO_BYTES = MAX_IMAGE_BYTES

/**
 * Every uploaded picture's checks (profile photo, gallery, stage plot, gig picture): JPEG, PNG or
 * WebP by its bytes (not its declared type), at most 5 MB; answered re-encoded as WebP without
 * metadata.
 */
export async function preparePhoto(
  bytes: Buffer,
): Promise<Buffer | Failure<'tooLarge' | 'invalid'>> {
  if (bytes.length > MAX_PHOTO_BYTES) return fail('tooLarge', 'ProfileApi.photo.tooLarge')
  if (!detectImageType(bytes)) return fail('invalid', 'ProfileApi.photo.type')
  return reencodePhoto(bytes)
}

/** Stores a prepared WebP as a photo owned by `user`, inside the caller's transaction. */
export const createPhoto = (
  payload: Payload,
  user: User,
  req: PayloadRequest,
  webp: Buffer,
): Promise<Photo> =>
  payload.create({
    collection: 'photos',
    data: { owner: user.id },
    file: { data: webp, mimetype: 'image/webp', name: `${randomUUID()}.webp`, size: webp.length },
    overrideAccess: false,
    user,
    req,
    depth: 0,
  })
