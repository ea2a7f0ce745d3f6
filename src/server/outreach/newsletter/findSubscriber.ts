import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import type { Subscriber } from '../../../payload-types'

/**
 * The one subscriber matching `where`. Visitors cannot read the list: these lookups run as the
 * server, for a visitor holding the address or a token, and reveal nothing in the answers.
 * With `req`, inside its transaction.
 */
export const findSubscriber = async (
  payload: Payload,
  where: Where,
  req?: PayloadRequest,
): Promise<Subscriber | null> =>
  (
    await payload.find({
      collection: 'subscribers',
      where,
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs[0] ?? null
