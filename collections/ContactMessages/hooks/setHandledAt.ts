import type { CollectionBeforeChangeHook } from 'payload'

import type { ContactMessage } from '../../../src/payload-types'

/** Records when a message was marked handled; unmarking it clears the time. */
export const setHandledAt: CollectionBeforeChangeHook<ContactMessage> = ({ data, originalDoc }) => {
  const handled = data.handled ?? originalDoc?.handled ?? false
  if (!handled) data.handledAt = null
  else if (!originalDoc?.handled || !originalDoc.handledAt)
    data.handledAt = new Date().toISOString()
  else data.handledAt = originalDoc.handledAt
  return data
}
