import 'server-only'

import { randomUUID } from 'node:crypto'

import { getFieldsToSign, jwtSign, type Payload } from 'payload'

import type { User } from '../../../payload-types'

/**
 * A token for a user who proved their identity some other way than their password (Google),
 * made as Payload's login operation makes it: a new session id stored on the user (sessions are
 * on, so a token without a stored session is refused), then the JWT signed with Payload's secret.
 */
export async function issueSessionToken(payload: Payload, user: User): Promise<string> {
  const collectionConfig = payload.collections.users.config
  const { tokenExpiration } = collectionConfig.auth
  const now = new Date()
  const sid = randomUUID()
  const stored = (await payload.db.findOne<User>({
    collection: 'users',
    where: { id: { equals: user.id } },
  })) as User | null
  const sessions = [
    ...(stored?.sessions ?? []).filter(({ expiresAt }) => new Date(expiresAt) > now),
    {
      id: sid,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + tokenExpiration * 1000).toISOString(),
    },
  ]
  // Session bookkeeping, as Payload's login does it: straight to the adapter, no hooks, no updatedAt.
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { sessions },
    returning: false,
  })
  const { token } = await jwtSign({
    fieldsToSign: getFieldsToSign({ collectionConfig, email: user.email, sid, user }),
    secret: payload.secret,
    tokenExpiration,
  })
  return token
}
