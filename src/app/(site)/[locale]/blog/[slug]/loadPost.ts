import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/routing'
import { findPostPreview } from '@/server/blog/findPostPreview'
import { readPublishedPost } from '@/server/blog/publicBlogReads'
import { ApiError } from '@/server/http/ApiError'
import { appPayload } from '@/server/payload/appPayload'

/**
 * The post of a URL: the published version, or in draft mode (an editor's preview from /cms,
 * see /cms-preview) the latest version the signed-in editor may read. A missing post renders the
 * segment's not-found page (HTTP 404); any other failure goes to the segment's error page and is
 * never cached as the page.
 */
export async function loadPost(slug: string, locale: Locale) {
  const decoded = decodeURIComponent(slug)
  try {
    if ((await draftMode()).isEnabled) {
      const payload = await appPayload()
      const { user } = await payload.auth({ headers: await headers() })
      return await findPostPreview(payload, decoded, locale, user)
    }
    return await readPublishedPost(decoded, locale)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    throw error
  }
}
