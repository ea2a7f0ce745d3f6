import 'server-only'

import type { Payload } from 'payload'

import { hasRole } from '../../../../access/hasRole'
import type { User } from '../../../payload-types'

/**
 * The admin signed in to the panel (Payload's `payload-token` cookie) behind a request, or null.
 * The preview is opened from /cms, so the panel's cookie session is the one that counts here.
 */
export async function previewingAdmin(payload: Payload, headers: Headers): Promise<User | null> {
  const { user } = await payload.auth({ headers })
  return user && hasRole(user, 'admin') ? (user as User) : null
}
