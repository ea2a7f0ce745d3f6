import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'

import type { DataRequest } from '../../../src/payload-types'

/**
 * Closing a request takes an answer (it is mailed to the person, and a refusal must give its
 * reason, KVKK art. 13); the moment it is first closed is kept.
 */
export const markAnswered: CollectionBeforeChangeHook<DataRequest> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !data.status || data.status === 'open') return data
  const answer = data.answer ?? originalDoc?.answer
  if (!answer?.trim())
    throw new ValidationError({
      collection: 'data-requests',
      errors: [{ path: 'answer', message: 'DataRequestsApi.answerRequired' }],
      req,
    })
  if (originalDoc?.status === 'open') data.answeredAt = new Date().toISOString()
  return data
}
