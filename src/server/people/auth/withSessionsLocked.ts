import 'server-only'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import type { User } from '../../../payload-types'
import { isFailure, lockName } from '../../platform'

/**
 * Runs `work` in one transaction that first locks the sessions of the account `email` names.
 * Payload's login and logout read the user's stored sessions, change the list and write it all
 * back: two at once for one account (two devices signing in together) would each write over the
 * other's, and the token whose session was dropped would be refused. Locked, the second reads
 * what the first wrote. A returned failure rolls the transaction back, as a thrown error does.
 */
export async function withSessionsLocked<T>(
  payload: Payload,
  email: string,
  user: User | null,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq(
    { user: user ? { ...user, collection: 'users' } : undefined },
    payload,
  )
  if (!(await initTransaction(req))) throw new Error('A transaction could not be started')
  try {
    await lockName(req, `sessions:${email.trim().toLowerCase()}`)
    const result = await work(req)
    // A refused login has already ended the transaction (Payload rolls it back as it throws).
    if (isFailure(result)) await killTransaction(req)
    else await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
