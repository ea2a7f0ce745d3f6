import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../../people'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { directoryWhere } from '../directory/directoryWhere'
import { toPagination, type Pagination } from '../../../lib/listQuery'
import { toVenueListItem, VENUE_LIST_SELECT, type VenueListItem } from './toVenueListItem'

type VenuePage = { venues: VenueListItem[]; pagination: Pagination }

/** Public venues matching the directory's filters (act type does not apply), by name. */
export async function listVenues(payload: Payload, query: DirectoryQuery): Promise<VenuePage> {
  const result = await payload.find({
    collection: 'venues',
    where: directoryWhere({ ...query, actType: undefined }),
    sort: 'searchName',
    page: query.page,
    limit: query.limit,
    depth: 1,
    select: VENUE_LIST_SELECT,
    populate: { photos: PHOTO_POPULATE },
    overrideAccess: false,
    user: null,
  })
  return {
    venues: result.docs.map(toVenueListItem),
    pagination: toPagination(query.page, query.limit, result.totalDocs),
  }
}
