import type { Payload } from 'payload'

import { foldForSearch } from '../../lib/foldForSearch'
import { loadPostRefs } from './loadPostRefs'
import { emptyPage, type PostPage } from './listPublishedPosts'
import type { ListQuery } from './parseListQuery'
import { publicReadOptions } from './publicLocale'
import { searchMatches } from './searchMatches'
import { POST_SUMMARY_SELECT, toPublicPostSummary } from './toPublicPost'

const MAX_QUERY_LENGTH = 200

/**
 * Published posts whose title, excerpt or content (in the asked language) hold every word of the
 * query, compared folded: case and Turkish letters/accents do not matter. The matching ids come
 * from one indexed SQL query (searchMatches); the posts themselves are read as a visitor.
 */
export async function searchPosts(
  payload: Payload,
  query: string,
  options: ListQuery,
): Promise<PostPage> {
  const words = foldForSearch(query.slice(0, MAX_QUERY_LENGTH)).split(' ').filter(Boolean)
  // Input made only of symbols (`%`, `'; --`) has nothing to look for.
  if (words.length === 0) return emptyPage(options)
  const { ids, total } = await searchMatches(payload, words, options)
  const { docs } = ids.length
    ? await payload.find({
        collection: 'posts',
        // A visitor's read (`overrideAccess: false`, no user): only published posts.
        ...publicReadOptions(options.locale),
        where: { id: { in: ids } },
        select: POST_SUMMARY_SELECT,
        pagination: false,
      })
    : { docs: [] }
  const byId = new Map(docs.map((post) => [post.id, post]))
  const posts = ids.flatMap((id) => byId.get(id) ?? [])
  const refs = await loadPostRefs(payload, posts)
  const { page, limit } = options
  return {
    data: posts.map((post) => toPublicPostSummary(post, refs)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  }
}
