import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'

/** How many contact messages no editor has handled yet, as the signed-in editor may see them. */
export async function countUnhandledMessages(payload: Payload, user: User | null): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { handled: { not_equals: true } },
    overrideAccess: false,
    user,
  })
  return totalDocs
}
