import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../../people'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { directoryWhere } from '../directory/directoryWhere'
import { freeArtistIds } from '../directory/freeArtistIds'
import { cappedPagination, toPagination, type Pagination } from '../../../lib/listQuery'
import { countPublicRows } from '../../platform'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from '../../people'

type ArtistPage = { artists: ArtistListItem[]; pagination: Pagination }

/**
 * Public artists matching the directory's filters, most followed first, then by name; with
 * `availableOn`, only those free that day (one SQL query finds the page, Payload reads its cards).
 */
export async function listArtists(payload: Payload, query: DirectoryQuery): Promise<ArtistPage> {
  if (query.availableOn)
    return listFreeArtists(payload, { ...query, availableOn: query.availableOn })
  const where = directoryWhere(query)
  const [result, pagination] = await Promise.all([
    payload.find({
      collection: 'artists',
      where,
      sort: ['-followerCount', 'searchName'],
      page: query.page,
      limit: query.limit,
      // The total is counted below, at most COUNT_CAP rows past the page.
      pagination: false,
      depth: 1,
      select: ARTIST_LIST_SELECT,
      populate: { photos: PHOTO_POPULATE },
      overrideAccess: false,
      user: null,
    }),
    cappedPagination(query.page, query.limit, (offset, atMost) =>
      countPublicRows(payload, 'artists', where, { offset, atMost }),
    ),
  ])
  return { artists: result.docs.map(toArtistListItem), pagination }
}

async function listFreeArtists(
  payload: Payload,
  query: DirectoryQuery & { availableOn: string },
): Promise<ArtistPage> {
  const { ids, total } = await freeArtistIds(payload, query)
  const { docs } = await payload.find({
    collection: 'artists',
    where: { and: [{ id: { in: ids } }, { isPublic: { equals: true } }] },
    pagination: false,
    depth: 1,
    select: ARTIST_LIST_SELECT,
    populate: { photos: PHOTO_POPULATE },
    overrideAccess: false,
    user: null,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return {
    artists: ids.flatMap((id) => (byId.has(id) ? [toArtistListItem(byId.get(id)!)] : [])),
    pagination: toPagination(query.page, query.limit, total),
  }
}
