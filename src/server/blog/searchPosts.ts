import type { Payload } from 'payload'

import { foldForSearch } from '../../lib/foldForSearch'
import { emptyPage, listPublishedPosts, type PostPage } from './listPublishedPosts'
import type { ListQuery } from './parseListQuery'

const MAX_QUERY_LENGTH = 200

/**
 * Published posts whose title, excerpt or content (in the asked language) hold every word of the
 * query, compared folded: case and Turkish letters/accents do not matter. The folded query holds
 * letters, digits and spaces only, so it reaches Postgres as a plain parameter with no wildcards.
 */
export async function searchPosts(
  payload: Payload,
  query: string,
  options: ListQuery,
): Promise<PostPage> {
  const folded = foldForSearch(query.slice(0, MAX_QUERY_LENGTH)).replace(/\s+/g, ' ')
  // Input made only of symbols (`%`, `'; --`) has nothing to look for.
  if (!folded) return emptyPage(options)
  return listPublishedPosts(payload, {
    ...options,
    where: { searchText: { like: folded } },
  })
}
