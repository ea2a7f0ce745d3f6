import type { CollectionAfterDeleteHook } from 'payload'

import type { ExternalCalendar } from '../../../src/payload-types'

/**
 * A calendar that goes takes the days it marked with it, whoever removes it (the artist, an admin
 * in the panel, an account's deletion), in the same transaction: no other reading would ever
 * replace them. Full access: the server's own clean-up of the calendar's own rows.
 */
export const dropCalendarDays: CollectionAfterDeleteHook<ExternalCalendar> = async ({
  doc,
  req,
}) => {
  const artist = typeof doc.artist === 'object' && doc.artist ? doc.artist.id : doc.artist
  if (artist)
    await req.payload.delete({
      collection: 'availability-blocks',
      where: { and: [{ artist: { equals: artist } }, { source: { equals: 'ical' } }] },
      overrideAccess: true,
      req,
    })
  return doc
}
