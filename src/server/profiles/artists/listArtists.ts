import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../../people'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { artistPage } from '../directory/artistPage'
import { freeArtistIds } from '../directory/freeArtistIds'
import { toPagination, type Pagination } from '../../../lib/listQuery'
import { ARTIST_LIST_SELECT, toArtistListItem, type ArtistListItem } from '../../people'

type ArtistPage = { artists: ArtistListItem[]; pagination: Pagination }

/**
 * Public artists matching the directory's filters, most followed first, then by name; with
 * `availableOn`, only those free that day. SQL finds the page's ids and the total (see artistPage
 * and freeArtistIds); Payload reads their cards, with a visitor's read access.
 */
export async function listArtists(payload: Payload, query: DirectoryQuery): Promise<ArtistPage> {
  if (query.availableOn)
    return listFreeArtists(payload, { ...query, availableOn: query.availableOn })
  const { ids, pagination } = await artistPage(payload, query)
  return { artists: await artistCards(payload, ids), pagination }
}

/** The public artists `ids` as directory cards, in the order of `ids`. */
async function artistCards(payload: Payload, ids: number[]): Promise<ArtistListItem[]> {
  if (!ids.length) return []
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
  return ids.flatMap((id) => (byId.has(id) ? [toArtistListItem(byId.get(id)!)] : []))
}

async function listFreeArtists(
  payload: Payload,
  query: DirectoryQuery & { availableOn: string },
): Promise<ArtistPage> {
  const { ids, total } = await freeArtistIds(payload, query)
  return {
    artists: await artistCards(payload, ids),
    pagination: toPagination(query.page, query.limit, total),
  }
}
