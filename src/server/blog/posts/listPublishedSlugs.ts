import 'server-only'

import type { Payload } from 'payload'

/** How many of the newest posts are pre-rendered at build; older ones render on first visit. */
const PRERENDERED_POSTS = 100

/** Slugs of the newest published posts, for pre-rendering their pages. */
export async function listPublishedSlugs(
  payload: Payload,
  limit = PRERENDERED_POSTS,
): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { _status: { equals: 'published' } },
    select: { slug: true },
    sort: ['-publishedAt', '-id'],
    depth: 0,
    limit,
    overrideAccess: false,
    user: null,
  })
  return docs.flatMap((post) => (post.slug ? [post.slug] : []))
}
