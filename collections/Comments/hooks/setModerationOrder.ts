import type { CollectionBeforeChangeHook } from 'payload'

import type { Comment } from '../../../src/payload-types'

/** Sort key of the moderation list: comments still waiting for a decision come first. */
export const MODERATION_ORDER = { pending: 0, decided: 1 } as const

export const setModerationOrder: CollectionBeforeChangeHook<Comment> = ({ data, originalDoc }) => {
  const status = data.status ?? originalDoc?.status ?? 'pending'
  data.moderationOrder = status === 'pending' ? MODERATION_ORDER.pending : MODERATION_ORDER.decided
  return data
}
