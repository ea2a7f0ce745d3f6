import 'server-only'

import type { Post } from '../../../payload-types'
import { idOf } from '@/lib/idOf'

export type PostRefs = { authorNames: Map<number, string>; coverUrls: Map<number, string> }

/** The columns a list item needs: Postgres is asked for these only. */
export const POST_SUMMARY_SELECT = {
  slug: true,
  title: true,
  excerpt: true,
  coverImage: true,
  coverImageUrl: true,
  category: true,
  readTime: true,
  publishedAt: true,
  updatedAt: true,
  author: true,
  _status: true,
} as const

export const POST_DETAIL_SELECT = { ...POST_SUMMARY_SELECT, content: true } as const

export type PostRow = Pick<Post, 'id' | keyof typeof POST_SUMMARY_SELECT> & {
  content?: Post['content']
}

export type PublicPostSummary = {
  _id: number
  slug: string | null
  title: string
  excerpt: string | null
  coverImage: string | null
  category: Post['category']
  readTime: number | null
  publishedAt: string | null
  updatedAt: string
  author: { fullname: string | null }
  status: 'published'
}

/** A published post as a list item (no content, no comments: lists stay lean). */
export function toPublicPostSummary(post: PostRow, refs: PostRefs): PublicPostSummary {
  const coverId = idOf(post.coverImage)
  const authorId = idOf(post.author)
  return {
    _id: post.id,
    slug: post.slug ?? null,
    title: post.title,
    excerpt: post.excerpt ?? null,
    coverImage: (coverId !== null && refs.coverUrls.get(coverId)) || post.coverImageUrl || null,
    category: post.category,
    readTime: post.readTime ?? null,
    publishedAt: post.publishedAt ?? null,
    updatedAt: post.updatedAt,
    author: { fullname: (authorId !== null && refs.authorNames.get(authorId)) || null },
    status: 'published',
  }
}
