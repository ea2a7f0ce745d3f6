import 'server-only'

import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

import { afterCommit } from './afterCommit'
import { purgeFront } from './purgeFront'

/**
 * Expires cache tags (src/lib/cacheTags.ts) once the change has committed, so the very next read
 * loads the new rows. A no-op when the caller opts out (`context.disableRevalidate`) and outside
 * a Next.js request (seed, scripts, tests), where Next has no cache to expire and throws.
 */
export async function revalidateTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context.disableRevalidate || tags.length === 0) return
  await afterCommit(req, async () => {
    try {
      // Expire at once: an editor checking the page right after saving must see the change.
      for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('static generation store missing')))
        req.payload.logger.warn({ err: error }, 'Revalidation failed')
    }
    await purgeFront(req.payload, [...new Set(tags)])
  })
}
