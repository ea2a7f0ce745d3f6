import 'server-only'

import type { Payload } from 'payload'

import { GIGS_TAG, POSTS_TAG } from '../../lib/cacheTags'
import { publicReadOptions } from '../blog/publicLocale'
import { cachedRead } from '../cache/cachedRead'
import { appPayload } from '../payload/appPayload'

export type SitemapRecords = {
  posts: { slug: string; updatedAt: string }[]
  gigs: { id: number; updatedAt: string }[]
}

/** Every published post's slug and every gig's id, read as a visitor would see them. */
export async function listSitemapRecords(payload: Payload): Promise<SitemapRecords> {
  const [posts, gigs] = await Promise.all([
    payload.find({
      collection: 'posts',
      ...publicReadOptions('tr'),
      where: { _status: { equals: 'published' } },
      select: { slug: true, updatedAt: true },
      sort: '-publishedAt',
      pagination: false,
    }),
    payload.find({
      collection: 'gigs',
      depth: 0,
      overrideAccess: false,
      user: null,
      select: { updatedAt: true },
      sort: 'date',
      pagination: false,
    }),
  ])
  return {
    posts: posts.docs.flatMap((post) =>
      post.slug ? [{ slug: post.slug, updatedAt: post.updatedAt }] : [],
    ),
    gigs: gigs.docs.map((gig) => ({ id: gig.id, updatedAt: gig.updatedAt })),
  }
}

/**
 * The sitemap's records, cached and expired by the same hooks as the pages they list. A new kind
 * of record (profiles...) adds its query above and its collection's tag here.
 */
export const readSitemapRecords = cachedRead(
  'seo:sitemap',
  async () => listSitemapRecords(await appPayload()),
  () => [POSTS_TAG, GIGS_TAG],
)
