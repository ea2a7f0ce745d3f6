import 'server-only'

import type { Payload } from 'payload'

import type { Photo, User } from '../../../payload-types'

/** A photo relationship's id, populated or not; null when there is none. */
export const idOf = (photo: number | Photo | null | undefined): number | null =>
  photo == null ? null : typeof photo === 'number' ? photo : photo.id

/** Deletes one of `user`'s photos: Payload removes its file (and resized copies) from the disk. */
export async function deletePhoto(payload: Payload, user: User, id: number): Promise<void> {
  await payload.delete({ collection: 'photos', id, overrideAccess: false, user })
}
