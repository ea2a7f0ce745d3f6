import 'server-only'

import { status as httpStatus } from 'http-status'
import { APIError, type Payload } from 'payload'

import type { ResetPasswordInput } from './passwordResetSchemas'

/**
 * Sets a new password with a reset link's token. Null when the token is unknown, used or expired.
 * Every session of the account ends (a stolen one included) the owner logs in afresh with the new password.
 */
export async function resetPassword(
  payload: Payload,
  { token, password }: ResetPasswordInput,
): Promise<true | null> {
  try {
    await payload.resetPassword({
      collection: 'users',
      data: { token, password },
      // The token is the proof of ownership; no user is signed in.
      overrideAccess: true,
    })
  } catch (error) {
    // Payload's own errors carry the status of its REST answer: FORBIDDEN is its "bad token".
    if (error instanceof APIError && error.status === httpStatus.FORBIDDEN) return null
    throw error
  }
  // Payload keeps the used token (expired now): it still names the account.
  const user = await payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { resetPasswordToken: { equals: token } },
  })
  if (!user) return null
  // Session bookkeeping goes straight to the adapter, as Payload's own login and logout do.
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { sessions: [] },
    returning: false,
  })
  return true
}
