import 'server-only'

import type { Post } from '../../../payload-types'

type LocalizedPostText = Pick<Post, 'title' | 'excerpt' | 'content'>

export type AdminPost = {
  _id: number
  slug: string
  title_en: string
  summary_en: string
  content_en: string
  title_tr: string
  summary_tr: string
  content_tr: string
  category: Post['category']
  imageUrl: string
  isFeatured: boolean
  status: 'draft' | 'published'
  publishedAt: string | null
  updatedAt: string
}

/** The uploaded cover's URL, absolute so it passes the image URL rule when sent back. */
function uploadUrl(coverImage: Post['coverImage'], serverUrl: string): string | null {
  if (!coverImage || typeof coverImage !== 'object' || !coverImage.url) return null
  return new URL(coverImage.url, serverUrl || 'http://localhost:3000').href
}

/** Each language's content as HTML (`postContentHtml`). */
type ContentHtml = { tr: string; en: string }

/** A post read in Turkish (`tr`, with its cover populated) and English as the admin form's fields. */
export function toAdminPost(
  tr: Post,
  en: LocalizedPostText,
  html: ContentHtml,
  serverUrl: string,
): AdminPost {
  return {
    _id: tr.id,
    slug: tr.slug ?? '',
    title_en: en.title ?? '',
    summary_en: en.excerpt ?? '',
    content_en: html.en,
    title_tr: tr.title ?? '',
    summary_tr: tr.excerpt ?? '',
    content_tr: html.tr,
    category: tr.category,
    imageUrl: tr.coverImageUrl || uploadUrl(tr.coverImage, serverUrl) || '',
    isFeatured: Boolean(tr.featured),
    status: tr._status === 'published' ? 'published' : 'draft',
    publishedAt: tr.publishedAt ?? null,
    updatedAt: tr.updatedAt,
  }
}
