import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../../people'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { directoryWhere } from '../directory/directoryWhere'
import { toPagination, type Pagination } from '../../../lib/listQuery'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from '../../people'

type ArtistPage = { artists: ArtistListItem[]; pagination: Pagination }

/** Public artists matching the directory's filters, most followed first, then by name. */
export async function listArtists(payload: Payload, query: DirectoryQuery): Promise<ArtistPage> {
  const result = await payload.find({
    collection: 'artists',
    where: directoryWhere(query),
    sort: ['-followerCount', 'searchName'],
    page: query.page,
    limit: query.limit,
    depth: 1,
    select: ARTIST_LIST_SELECT,
    populate: { photos: PHOTO_POPULATE },
    overrideAccess: false,
    user: null,
  })
  return {
    artists: result.docs.map(toArtistListItem),
    pagination: toPagination(query.page, query.limit, result.totalDocs),
  }
}
