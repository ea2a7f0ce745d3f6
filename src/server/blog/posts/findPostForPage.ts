import 'server-only'

import { draftMode, headers } from 'next/headers'

import { appPayload } from '../../platform'
import { findPostPreview } from './findPostPreview'
import { findPublicPost } from './publicBlogReads'
import type { Locale } from '../../../i18n/locales'

/**
 * The post of a post page's URL, or null: the published version (cached), or in draft mode (an
 * editor's preview from /cms, see /cms-preview) the latest version the signed-in editor may read.
 */
export async function findPostForPage(slug: string, locale: Locale) {
  const decoded = decodeURIComponent(slug)
  if (!(await draftMode()).isEnabled) return findPublicPost(decoded, locale)
  const payload = await appPayload()
  const { user } = await payload.auth({ headers: await headers() })
  return findPostPreview(payload, decoded, locale, user)
}
