import type { CollectionAfterChangeHook } from 'payload'

import { MARKET_ANSWERS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Application } from '../../../src/payload-types'

/** An application that closes changes its receiver's response rate on their public profile. */
export const revalidateAnswers: CollectionAfterChangeHook<Application> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (previousDoc?.state === 'pending' && doc.state !== 'pending')
    await revalidateTags(req, [MARKET_ANSWERS_TAG])
  return doc
}
