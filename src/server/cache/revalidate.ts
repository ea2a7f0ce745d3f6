import { revalidatePath, revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { invalidatePublicReads } from './publicReadCache'

/**
 * Expires cached pages and tags after a change. A no-op when the caller opts out
 * (`context.disableRevalidate`) and outside a Next.js request (seed, scripts, tests), where Next
 * has no cache to expire and throws.
 */
export function revalidate(req: PayloadRequest, { paths = [], tags = [] }: RevalidateTargets) {
  // The API's in-memory answers go stale with any change, whoever makes it.
  invalidatePublicReads()
  if (req.context.disableRevalidate) return
  try {
    for (const path of paths) revalidatePath(path)
    // Expire at once: an editor checking the page right after saving must see the change.
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch (error) {
    if (error instanceof Error && error.message.includes('static generation store missing')) return
    req.payload.logger.warn({ err: error }, 'Revalidation failed')
  }
}

export type RevalidateTargets = { paths?: string[]; tags?: string[] }
