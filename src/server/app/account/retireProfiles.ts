import 'server-only'

import type { PayloadRequest } from 'payload'

import { LINK_KINDS } from '../../../lib/market/profileLinks'
import { deleteWhere } from '../../platform'

/** What a retired artist profile keeps: its stage name, so venues' bookings still say who played. */
const RETIRED_ARTIST = {
  user: null,
  city: null,
  bio: null,
  genres: [],
  actType: null,
  photo: null,
  links: Object.fromEntries(LINK_KINDS.map((kind) => [kind, null])),
  media: [],
  gallery: [],
  setLengthMinutes: null,
  feeRange: { min: null, max: null },
  rider: { inputs: [], stagePlot: null },
}

/**
 * The deleted account's profiles, inside its deletion's transaction. A venue profile goes (gigs
 * keep the venue's name as text). An artist profile with no applications or bookings goes; one
 * with some is retired: emptied but its stage name, no longer public (no city) nor anyone's, its
 * follows and fans' city requests gone, so the venues' bookings and reviews still name the act.
 */
export async function retireProfiles(req: PayloadRequest, userId: number): Promise<void> {
  // The account's deletion was allowed; its profiles are the server's to clear.
  const access = { overrideAccess: true, depth: 0, req } as const
  await deleteWhere(req, 'venues', { user: { equals: userId } })
  const { docs } = await req.payload.find({
    collection: 'artists',
    where: { user: { equals: userId } },
    pagination: false,
    select: { name: true },
    ...access,
  })
  for (const { id } of docs) {
    const where = { artist: { equals: id } }
    const history = await Promise.all(
      (['applications', 'bookings'] as const).map((collection) =>
        req.payload.count({ collection, where, overrideAccess: true, req }),
      ),
    )
    if (history.every(({ totalDocs }) => totalDocs === 0)) {
      await req.payload.delete({ collection: 'artists', id, ...access })
      continue
    }
    await deleteWhere(req, 'follows', where)
    await deleteWhere(req, 'city-requests', where)
    await req.payload.update({ collection: 'artists', id, data: RETIRED_ARTIST, ...access })
  }
}
