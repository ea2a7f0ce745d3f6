import 'server-only'

import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { withPostBody, type PublicPost } from './findPublishedPost'
import { POST_DETAIL_SELECT } from './toPublicPost'
import type { Locale } from '../../../i18n/locales'

/** A post as the public page renders it, but possibly a draft: `status` says which. */
type PreviewPost = Omit<PublicPost, 'status'> & { status: 'draft' | 'published' }

/**
 * The latest version of a post by slug, drafts included, read with `user`'s own access (only an
 * admin reaches drafts), or null. For the post page in draft mode; same shape as
 * findPublishedPostBySlug.
 */
export async function findPostPreview(
  payload: Payload,
  slug: string,
  locale: Locale,
  user: User | null,
): Promise<PreviewPost | null> {
  const findLatest = async (draft: boolean) => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: { slug: { equals: slug } },
      select: POST_DETAIL_SELECT,
      draft,
      locale,
      fallbackLocale: locale === 'tr' ? 'en' : 'tr',
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: false,
      user,
    })
    return docs[0]
  }
  // Someone who may not read drafts finds no match among the latest versions when the newest
  // one is a draft; the published version is then theirs to see.
  const post = (await findLatest(true)) ?? (await findLatest(false))
  if (!post) return null
  return {
    ...(await withPostBody(payload, post, locale)),
    status: post._status === 'published' ? 'published' : 'draft',
  }
}
