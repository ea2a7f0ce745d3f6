import 'server-only'

import { z } from 'zod'

import { ACT_TYPES } from '@/lib/market/actTypes'
import { isCityKey } from '@/lib/market/cities'
import { isGenre } from '@/lib/market/genres'
import { isValidProfileLink, LINK_KINDS, type LinkKind } from '@/lib/market/profileLinks'
import { PROFILE_LIMITS } from '../../../lib/limits'
import { pressKitShape } from '../presskit/pressKitSchema'

const text = (max: number, message: string) =>
  z.string({ message }).trim().max(max, { message }).nullable().optional()

const link = (kind: LinkKind) =>
  z
    .string({ message: `ProfileApi.validation.link.${kind}` })
    .trim()
    .refine((value) => value === '' || isValidProfileLink(kind, value), {
      message: `ProfileApi.validation.link.${kind}`,
    })
    .nullable()
    .optional()

/**
 * The body of `PUT /api/profile` (every field optional: only the ones sent change). Messages are
 * catalogue keys, answered in the request's language. Artists and venues share the name, city,
 * genres and links; the rest belongs to one kind and is ignored for the other.
 */
export const profileSchema = z.object({
  name: z
    .string({ message: 'ProfileApi.validation.name' })
    .trim()
    .min(1, { message: 'ProfileApi.validation.name' })
    .max(PROFILE_LIMITS.name, { message: 'ProfileApi.validation.name' })
    .optional(),
  city: z
    .string({ message: 'ProfileApi.validation.city' })
    .refine(isCityKey, { message: 'ProfileApi.validation.city' })
    .nullable()
    .optional(),
  genres: z
    .array(z.string().refine(isGenre, { message: 'ProfileApi.validation.genre' }), {
      message: 'ProfileApi.validation.genre',
    })
    .max(PROFILE_LIMITS.genres, { message: 'ProfileApi.validation.genre' })
    .optional(),
  actType: z.enum(ACT_TYPES, { message: 'ProfileApi.validation.actType' }).nullable().optional(),
  bio_tr: text(PROFILE_LIMITS.text, 'ProfileApi.validation.bio'),
  bio_en: text(PROFILE_LIMITS.text, 'ProfileApi.validation.bio'),
  description_tr: text(PROFILE_LIMITS.text, 'ProfileApi.validation.description'),
  description_en: text(PROFILE_LIMITS.text, 'ProfileApi.validation.description'),
  address: text(PROFILE_LIMITS.address, 'ProfileApi.validation.address'),
  capacity: z
    .number({ message: 'ProfileApi.validation.capacity' })
    .int({ message: 'ProfileApi.validation.capacity' })
    .min(1, { message: 'ProfileApi.validation.capacity' })
    .max(PROFILE_LIMITS.capacity, { message: 'ProfileApi.validation.capacity' })
    .nullable()
    .optional(),
  links: z
    .object(Object.fromEntries(LINK_KINDS.map((kind) => [kind, link(kind)])), {
      message: 'ProfileApi.validation.links',
    })
    .partial()
    .optional(),
  ...pressKitShape,
})

export type ProfileInput = z.infer<typeof profileSchema>
