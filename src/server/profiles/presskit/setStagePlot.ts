import 'server-only'

import type { Payload } from 'payload'

import type { Artist, User } from '../../../payload-types'
import { inTransaction, lockRow } from '../../platform'
import { fail, isFailure, type Failure } from '../../platform'
import { findOwnProfile, findOwnProfileDoc } from '../own/findOwnProfile'
import type { OwnProfile } from '../own/toOwnProfile'
import { idOf } from '@/lib/idOf'
import { deletePhoto } from '../../people'
import { createPhoto, preparePhoto } from '../../people'
import { artistOnly } from './artistOnly'

type Refusal = Failure<'forbidden' | 'tooLarge' | 'invalid' | 'notFound'>

/**
 * Sets (with `bytes`) or removes (null) the stage plot of the caller's rider, with the profile
 * photo's checks; the replaced image is deleted after the commit.
 */
export async function setStagePlot(
  payload: Payload,
  user: User,
  bytes: Buffer | null,
): Promise<OwnProfile | Refusal> {
  const refused = artistOnly(user)
  if (refused) return refused
  let webp: Buffer | null = null
  if (bytes) {
    const encoded = await preparePhoto(bytes)
    if (isFailure(encoded)) return encoded
    webp = encoded
  }
  const replaced = await inTransaction(payload, user, async (req) => {
    const existing = await findOwnProfileDoc(payload, user, 'artists', req)
    if (!existing) return fail('notFound', 'ProfileApi.noProfile')
    await lockRow(req, 'artists', existing.id)
    const access = { overrideAccess: false, user, req, depth: 0 } as const
    const photo = webp ? await createPhoto(payload, user, req, webp) : null
    const rider = (existing as Artist).rider
    await payload.update({
      ...access,
      collection: 'artists',
      id: existing.id,
      // The whole group, so the input list stays as it is.
      data: { rider: { inputs: rider?.inputs ?? [], stagePlot: photo?.id ?? null } },
    })
    return idOf(rider?.stagePlot)
  })
  if (isFailure(replaced)) return replaced
  if (replaced) await deletePhoto(payload, user, replaced)
  const saved = await findOwnProfile(payload, user)
  if (!saved || isFailure(saved)) throw new Error('The profile could not be read back.')
  return saved
}
