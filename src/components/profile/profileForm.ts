import type { LinkKind } from '@/lib/market/profileLinks'

export type ProfileKind = 'artist' | 'venue'

/** The owner's profile as `GET /api/profile` answers it (fields of both kinds optional). */
export type EditableProfile = {
  kind: ProfileKind
  slug: string | null
  name: string
  city: string | null
  genres: string[]
  photo: string | null
  isPublic: boolean
  actType?: string | null
  bio_tr?: string
  bio_en?: string
  description_tr?: string
  description_en?: string
  address?: string | null
  capacity?: number | null
  links: Partial<Record<LinkKind, string>>
}

export const LINKS_BY_KIND: Record<ProfileKind, LinkKind[]> = {
  artist: ['website', 'instagram', 'youtube', 'spotify', 'soundcloud'],
  venue: ['website', 'instagram'],
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()

/** The form's values as the body of `PUT /api/profile`, with the API's field names. */
export function profileBody(kind: ProfileKind, form: FormData) {
  const links = Object.fromEntries(
    LINKS_BY_KIND[kind].map((link) => [link, text(form, `links.${link}`)]),
  )
  const shared = {
    name: text(form, 'name'),
    city: text(form, 'city') || null,
    genres: form.getAll('genres').map(String),
    links,
  }
  if (kind === 'artist')
    return {
      ...shared,
      actType: text(form, 'actType') || null,
      bio_tr: text(form, 'bio_tr'),
      bio_en: text(form, 'bio_en'),
    }
  const capacity = text(form, 'capacity')
  return {
    ...shared,
    address: text(form, 'address'),
    capacity: capacity ? Number(capacity) : null,
    description_tr: text(form, 'description_tr'),
    description_en: text(form, 'description_en'),
  }
}

/** The ids of the editor's inputs: `profile-` and the API's field name (`links.website` too). */
const PROFILE_FIELDS = [
  'name',
  'city',
  'actType',
  'address',
  'capacity',
  'bio_tr',
  'bio_en',
  'description_tr',
  'description_en',
  ...LINKS_BY_KIND.artist.map((link) => `links.${link}`),
]

/** The input a server error names, if the editor has one for that field. */
export const profileFieldId = (field: string) =>
  PROFILE_FIELDS.includes(field) ? `profile-${field}` : null
