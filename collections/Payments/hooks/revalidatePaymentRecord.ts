import type { CollectionAfterChangeHook } from 'payload'

import { MARKET_ANSWERS_TAG } from '../../../src/lib/cacheTags'
import { revalidateTags } from '../../../src/server/platform'
import type { Payment } from '../../../src/payload-types'

/** A payment that moves (paid, released, refunded) changes its venue's public payment record. */
export const revalidatePaymentRecord: CollectionAfterChangeHook<Payment> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (previousDoc?.status !== doc.status) await revalidateTags(req, [MARKET_ANSWERS_TAG])
  return doc
}
