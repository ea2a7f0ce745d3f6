import 'server-only'

import type { Payload } from 'payload'

import { dateTag, TIME_ZONE, type Locale } from '@/i18n/locales'
import { idOf } from '@/lib/idOf'
import { cityName } from '@/lib/market/cities'

/** Where and when a show is, as a gig row has it (now, or before a move). */
export type ShowWhere = {
  date: string
  venue?: string | null
  venueProfile?: number | { id: number } | null
  city?: string | null
}

/** A show's place for a notice: its venue profile's name, else the venue typed, else the city. */
export async function placeOf(payload: Payload, where: ShowWhere): Promise<string> {
  const profileId = idOf(where.venueProfile)
  // The server's own read of a public venue profile's name.
  const profile = profileId
    ? await payload.findByID({
        collection: 'venues',
        id: profileId,
        depth: 0,
        select: { name: true },
        overrideAccess: true,
        disableErrors: true,
      })
    : null
  return profile?.name || where.venue || cityName(where.city) || ''
}

/** A date and time in Istanbul time, in `locale`: "1 Aralık 2026 21:07". */
export const istanbulDateTime = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(dateTag(locale), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso))
