import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'

/** Deletes one of `user`'s photos: Payload removes its file (and resized copies) from the disk. */
export async function deletePhoto(payload: Payload, user: User, id: number): Promise<void> {
  await payload.delete({ collection: 'photos', id, overrideAccess: false, user })
}
