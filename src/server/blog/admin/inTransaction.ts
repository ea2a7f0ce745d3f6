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

/** Runs several Local API calls as `user` in one transaction: all of them happen or none. */
export async function inTransaction<T>(
  payload: Payload,
  user: User,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}
