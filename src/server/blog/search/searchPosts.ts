import 'server-only'

import type { Payload } from 'payload'

import { foldForSearch } from '../../../lib/foldForSearch'
import { listPostRefs } from '../posts/listPostRefs'
import { emptyPage, type PostPage } from '../posts/listPublishedPosts'
import type { ListQuery } from '../posts/parseListQuery'
import { publicReadOptions } from '../posts/publicLocale'
import { countMatchingPosts, matchingPostIds } from './searchMatches'
import { POST_SUMMARY_SELECT, toPublicPostSummary } from '../posts/toPublicPost'
import { BLOG_SEARCH_MAX } from '../../../lib/limits'

/**
 * Published posts whose title, excerpt or content (in the asked language) hold every word of the
 * query, compared folded: case and Turkish letters/accents do not matter. The matching ids come
 * from one indexed SQL query (searchMatches); the posts themselves are read as a visitor. The
 * count (the slowest part for a common word) runs while the page's posts are read.
 */
export async function searchPosts(
  payload: Payload,
  query: string,
  options: ListQuery,
): Promise<PostPage> {
  const words = foldForSearch(query.slice(0, BLOG_SEARCH_MAX)).split(' ').filter(Boolean)
  // Input made only of symbols (`%`, `'; --`) has nothing to look for.
  if (words.length === 0) return emptyPage(options)
  const counting = countMatchingPosts(payload, words, options.locale)
  // Settled here too, so a failing read below leaves no unhandled rejection behind.
  counting.catch(() => {})
  const matches = await matchingPostIds(payload, words, options)
  const ids = matches.map((match) => match.id)
  // The posts and their authors and covers are read at once: the ids already name all three.
  const [{ docs }, refs] = await Promise.all([
    ids.length
      ? payload.find({
          collection: 'posts',
          // A visitor's read (`overrideAccess: false`, no user): only published posts.
          ...publicReadOptions(options.locale),
          where: { id: { in: ids } },
          select: POST_SUMMARY_SELECT,
          pagination: false,
        })
      : { docs: [] },
    listPostRefs(payload, matches),
  ])
  const byId = new Map(docs.map((post) => [post.id, post]))
  const posts = ids.flatMap((id) => byId.get(id) ?? [])
  const total = await counting
  const { page, limit } = options
  return {
    data: posts.map((post) => toPublicPostSummary(post, refs)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  }
}
