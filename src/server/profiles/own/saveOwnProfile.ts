import 'server-only'

import { ValidationError, type Payload } from 'payload'

import type { User } from '../../../payload-types'
import { inTransaction } from '../../platform'
import { fail, isFailure, type Failure } from '../../platform'
import { fieldMessage } from '../../platform'
import { findOwnProfile, findOwnProfileDoc } from './findOwnProfile'
import { noProfileForRole, profileCollection } from '../../people'
import type { ProfileInput } from './profileSchema'
import type { OwnProfile } from './toOwnProfile'
import { localizedProfileData, sharedProfileData } from './toProfileData'

/**
 * Saves the caller's own profile, creating it on the first save: the shared fields and the
 * Turkish text, then the English text, in one transaction. Fans and admins have none (forbidden).
 */
export async function saveOwnProfile(
  payload: Payload,
  user: User,
  input: ProfileInput,
): Promise<OwnProfile | Failure<'forbidden' | 'invalid'>> {
  const collection = profileCollection(user)
  if (!collection) return noProfileForRole()
  const written = await inTransaction(payload, user, async (req) => {
    const access = { collection, overrideAccess: false, user, req, depth: 0 } as const
    const shared = sharedProfileData(collection, input)
    const tr = localizedProfileData(collection, input, 'tr')
    const en = localizedProfileData(collection, input, 'en')
    const existing = await findOwnProfileDoc(payload, user, collection, req)
    const id = existing
      ? (
          await payload.update({
            ...access,
            id: existing.id,
            locale: 'tr',
            data: { ...shared, ...tr },
          })
        ).id
      : (
          await payload.create({
            ...access,
            locale: 'tr',
            data: { user: user.id, ...shared, ...tr },
          })
        ).id
    if (Object.keys(en).length) await payload.update({ ...access, id, locale: 'en', data: en })
  }).catch((error: unknown) => {
    if (error instanceof ValidationError)
      return fail('invalid', fieldMessage(error, 'ProfileApi.invalid'))
    throw error
  })
  if (isFailure(written)) return written
  const saved = await findOwnProfile(payload, user)
  if (!saved || isFailure(saved)) throw new Error('The saved profile could not be read back.')
  return saved
}
