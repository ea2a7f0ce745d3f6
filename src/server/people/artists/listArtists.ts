import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../photos/photoUrl'
import type { DirectoryQuery } from '../../market/directory/directoryQuery'
import { directoryWhere } from '../../market/directory/directoryWhere'
import { toPagination, type Pagination } from '../../market/directory/pagination'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from './toPublicArtist'

export type ArtistPage = { artists: ArtistListItem[]; pagination: Pagination }

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
