import 'server-only'

import type { Payload } from 'payload'

const CHUNK = 500

/**
 * Of `emails`, those Sahne knows (an account or a subscriber) and those with a marketing channel
 * on (the digest, a confirmed subscription): two reads per 500 addresses, so a long change file
 * opens a transaction only for the addresses that have something to switch off.
 */
export async function marketingOnAmong(
  payload: Payload,
  emails: string[],
): Promise<{ known: Set<string>; on: Set<string> }> {
  const known = new Set<string>()
  const on = new Set<string>()
  for (let start = 0; start < emails.length; start += CHUNK) {
    const chunk = emails.slice(start, start + CHUNK)
    const read = { pagination: false, depth: 0, overrideAccess: true } as const
    const [users, subscribers] = await Promise.all([
      payload.find({
        collection: 'users',
        where: { email: { in: chunk } },
        select: { email: true, digest: true },
        ...read,
      }),
      payload.find({
        collection: 'subscribers',
        where: { email: { in: chunk } },
        select: { email: true, status: true },
        ...read,
      }),
    ])
    for (const user of users.docs) {
      known.add(user.email)
      if (user.digest) on.add(user.email)
    }
    for (const subscriber of subscribers.docs) {
      known.add(subscriber.email)
      if (subscriber.status === 'confirmed') on.add(subscriber.email)
    }
  }
  return { known, on }
}
