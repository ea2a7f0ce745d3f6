import 'server-only'

import type { Payload } from 'payload'

import { ARTISTS_TAG, GIGS_TAG, POSTS_TAG, VENUES_TAG } from '../../../lib/cacheTags'
import { publicReadOptions } from '../../blog'
import { cachedRead } from '../../platform'
import { appPayload } from '../../platform'

type SitemapRecords = {
  posts: { slug: string; updatedAt: string }[]
  gigs: { id: number; updatedAt: string }[]
  artists: { slug: string; updatedAt: string }[]
  venues: { slug: string; updatedAt: string }[]
}

/** Slugs of the public profiles of a collection, as a visitor reads them. */
async function listPublicProfiles(payload: Payload, collection: 'artists' | 'venues') {
  const { docs } = await payload.find({
    collection,
    where: { isPublic: { equals: true } },
    depth: 0,
    overrideAccess: false,
    user: null,
    select: { slug: true, updatedAt: true },
    sort: 'slug',
    pagination: false,
  })
  return docs.flatMap((doc) => (doc.slug ? [{ slug: doc.slug, updatedAt: doc.updatedAt }] : []))
}

/** Every published post's slug, every gig's id and every public profile's slug, read as a visitor would see them. */
async function listSitemapRecords(payload: Payload): Promise<SitemapRecords> {
  const [posts, gigs, artists, venues] = await Promise.all([
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
    listPublicProfiles(payload, 'artists'),
    listPublicProfiles(payload, 'venues'),
  ])
  return {
    posts: posts.docs.flatMap((post) =>
      post.slug ? [{ slug: post.slug, updatedAt: post.updatedAt }] : [],
    ),
    gigs: gigs.docs.map((gig) => ({ id: gig.id, updatedAt: gig.updatedAt })),
    artists,
    venues,
  }
}

/**
 * The sitemap's records, cached and expired by the same hooks as the pages they list. A new kind
 * of record (profiles...) adds its query above and its collection's tag here.
 */
export const listPublicSitemapRecords = cachedRead(
  'seo:sitemap',
  async () => listSitemapRecords(await appPayload()),
  () => [POSTS_TAG, GIGS_TAG, ARTISTS_TAG, VENUES_TAG],
)
