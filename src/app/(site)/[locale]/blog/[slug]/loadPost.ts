import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/routing'
import { ApiError } from '@/server/http/ApiError'
import { readPublishedPost } from '@/server/blog/publicBlogReads'

/**
 * The published post of a URL; a missing one renders the segment's not-found page (HTTP 404).
 * Any other failure is thrown to the segment's error page and never cached as the page.
 */
export async function loadPost(slug: string, locale: Locale) {
  try {
    return await readPublishedPost(decodeURIComponent(slug), locale)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound()
    throw error
  }
}
