import 'server-only'

import { logoutOperation, type Payload } from 'payload'

import type { User } from '../../../payload-types'
import { withSessionsLocked } from './withSessionsLocked'

/**
 * Ends the session the user's token belongs to: Payload's logout removes its id from the user's
 * stored sessions (sessions are on), so the token is refused everywhere from now on, even
 * though its signature and expiry are still good. Other devices stay signed in. Locked like a
 * login (withSessionsLocked), so a sign-in beside it keeps its new session.
 */
export async function logoutUser(payload: Payload, user: User): Promise<void> {
  await withSessionsLocked(payload, user.email, user, (req) =>
    logoutOperation({ collection: payload.collections.users, req }),
  )
}
