import 'server-only'

import { createLocalReq, logoutOperation, type Payload } from 'payload'

import type { User } from '../../../payload-types'

/**
 * Ends the session the user's token belongs to: Payload's logout removes its id from the user's
 * stored sessions (sessions are on), so the token is refused everywhere from now on, even
 * though its signature and expiry are still good. Other devices stay signed in.
 */
export async function logoutUser(payload: Payload, user: User): Promise<void> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
