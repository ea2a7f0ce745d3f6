import 'server-only'

import type { ProfileInput } from './profileSchema'
import { pressKitData } from '../presskit/pressKitData'
import type { Locale } from '../../../i18n/locales'

/** Only the keys that were sent, so a partial body changes only those fields. */
const sent = <T extends Record<string, unknown>>(entries: T) =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined))

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value || null

/** The language-neutral fields of a profile body, as the collection names them. */
export function sharedProfileData(collection: 'artists' | 'venues', input: ProfileInput) {
  const links = input.links ?? {}
  const base = { name: input.name, city: input.city, genres: input.genres }
  if (collection === 'artists') {
    const artistLinks = input.links ? sent(links) : undefined
    return sent({ ...base, actType: input.actType, links: artistLinks, ...pressKitData(input) })
  }
  return sent({
    ...base,
    address: blankToNull(input.address),
    capacity: input.capacity,
    website: blankToNull(links.website),
    instagram: blankToNull(links.instagram),
  })
}

/** The localized text of a profile body in one language (bio or description). */
export function localizedProfileData(
  collection: 'artists' | 'venues',
  input: ProfileInput,
  locale: Locale,
) {
  const value = collection === 'artists' ? input[`bio_${locale}`] : input[`description_${locale}`]
  if (value === undefined) return {}
  return collection === 'artists' ? { bio: value || null } : { description: value || null }
}
