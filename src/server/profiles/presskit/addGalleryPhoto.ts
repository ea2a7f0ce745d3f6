import 'server-only'

import type { Payload } from 'payload'

import { PRESS_KIT_LIMITS } from '../../../lib/limits'
import type { User } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { fail, isFailure, type Failure } from '../../platform'
import { findOwnProfile, findOwnProfileDoc } from '../own/findOwnProfile'
import type { OwnProfile } from '../own/toOwnProfile'
import { idOf } from '@/lib/idOf'
import { deletePhoto } from '../../people'
import { createPhoto, preparePhoto } from '../../people'
import { artistOnly } from './artistOnly'
import type { Artist } from '../../../payload-types'

const galleryIds = (doc: unknown) =>
  ((doc as Artist | null)?.gallery ?? []).map((item) => ({ photo: idOf(item.photo)! }))

/**
 * Adds a photo to the caller's press kit gallery, with the profile photo's checks (JPEG, PNG or
 * WebP by its bytes, at most 5 MB, re-encoded without metadata); the seventh is a conflict.
 */
export async function addGalleryPhoto(
  payload: Payload,
  user: User,
  bytes: Buffer,
): Promise<OwnProfile | Failure<'forbidden' | 'tooLarge' | 'invalid' | 'conflict' | 'notFound'>> {
  const refused = artistOnly(user)
  if (refused) return refused
  const webp = await preparePhoto(bytes)
  if (isFailure(webp)) return webp
  const added = await inTransaction(payload, user, async (req) => {
    const existing = await findOwnProfileDoc(payload, user, 'artists', req)
    if (!existing) return fail('notFound', 'ProfileApi.noProfile')
    // Two uploads at once must not both be the sixth.
    await lockRow(req, 'artists', existing.id)
    const current = await findOwnProfileDoc(payload, user, 'artists', req)
    const gallery = galleryIds(current)
    if (gallery.length >= PRESS_KIT_LIMITS.gallery)
      return fail('conflict', 'PressKitApi.galleryFull', { field: 'file' })
    const access = { overrideAccess: false, user, req, depth: 0 } as const
    const photo = await createPhoto(payload, user, req, webp)
    await payload.update({
      ...access,
      collection: 'artists',
      id: existing.id,
      data: { gallery: [...gallery, { photo: photo.id }] },
    })
    return photo.id
  })
  if (isFailure(added)) return added
  const saved = await findOwnProfile(payload, user)
  if (!saved || isFailure(saved)) throw new Error('The profile could not be read back.')
  return saved
}

/** Takes one photo out of the caller's gallery and deletes it; null when it is not in the gallery. */
export async function removeGalleryPhoto(
  payload: Payload,
  user: User,
  photoId: number,
): Promise<OwnProfile | Failure<'forbidden'> | null> {
  const refused = artistOnly(user)
  if (refused) return refused
  const removed = await inTransaction(payload, user, async (req) => {
    const existing = await findOwnProfileDoc(payload, user, 'artists', req)
    if (!existing) return false
    await lockRow(req, 'artists', existing.id)
    const current = await findOwnProfileDoc(payload, user, 'artists', req)
    const gallery = galleryIds(current)
    if (!gallery.some((item) => item.photo === photoId)) return false
    await payload.update({
      collection: 'artists',
      id: existing.id,
      data: { gallery: gallery.filter((item) => item.photo !== photoId) },
      overrideAccess: false,
      user,
      req,
      depth: 0,
    })
    return true
  })
  if (!removed) return null
  await deletePhoto(payload, user, photoId)
  const saved = await findOwnProfile(payload, user)
  if (!saved || isFailure(saved)) throw new Error('The profile could not be read back.')
  return saved
}
