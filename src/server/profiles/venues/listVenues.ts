import 'server-only'

import type { Payload } from 'payload'

import { PHOTO_POPULATE } from '../../people'
import type { DirectoryQuery } from '../directory/directoryQuery'
import { directoryWhere } from '../directory/directoryWhere'
import { cappedPagination, type Pagination } from '../../../lib/listQuery'
import { countPublicRows } from '../../platform'
import { toVenueListItem, VENUE_LIST_SELECT, type VenueListItem } from './toVenueListItem'

type VenuePage = { venues: VenueListItem[]; pagination: Pagination }

/** Public venues matching the directory's filters (act type does not apply), by name. */
export async function listVenues(payload: Payload, query: DirectoryQuery): Promise<VenuePage> {
  const where = directoryWhere({ ...query, actType: undefined })
  const [result, pagination] = await Promise.all([
    payload.find({
      collection: 'venues',
      where,
      sort: 'searchName',
      page: query.page,
      limit: query.limit,
      // The total is counted below, at most COUNT_CAP rows past the page.
      pagination: false,
      depth: 1,
      select: VENUE_LIST_SELECT,
      populate: { photos: PHOTO_POPULATE },
      overrideAccess: false,
      user: null,
    }),
    cappedPagination(query.page, query.limit, (offset, atMost) =>
      countPublicRows(payload, 'venues', where, { offset, atMost }),
    ),
  ])
  return { venues: result.docs.map(toVenueListItem), pagination }
}
