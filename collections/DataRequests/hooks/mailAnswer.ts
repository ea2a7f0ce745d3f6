import type { CollectionAfterChangeHook } from 'payload'

import type { DataRequest } from '../../../src/payload-types'
import { mailDataRequestAnswer } from '../../../src/server/app'

/** The person hears when their request is closed, in the language they filed it in. */
export const mailAnswer: CollectionAfterChangeHook<DataRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && previousDoc?.status === 'open' && doc.status !== 'open')
    await mailDataRequestAnswer(req, doc)
  return doc
}
