import { z } from 'zod'

import { BLOG_CATEGORIES } from '../../../lib/categories'

export const REQUIRED_FIELDS_MESSAGE =
  'Please fill in all required fields (Title EN/TR, Category, Status).'

const required = z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE)

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, `${label} is too long.`)
    .nullish()
    .transform((value) => value ?? '')

/** A path on this site, like the seeded covers' `/images/covers/…` (the collection allows them). */
const isSitePath = (value: string) => /^\/(?![/\\])\S*$/.test(value)

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** The admin create/edit form (SPEC 5): both languages, settings, HTML content. */
export const adminPostSchema = z.object({
  title_en: required.max(200, 'Title EN is too long (200 characters at most).'),
  title_tr: required.max(200, 'Title TR is too long (200 characters at most).'),
  category: required.pipe(
    z.enum(BLOG_CATEGORIES, { error: `Category must be one of: ${BLOG_CATEGORIES.join(', ')}.` }),
  ),
  status: required.pipe(
    z.enum(['draft', 'published'], { error: 'Status must be draft or published.' }),
  ),
  summary_en: optionalText(1000, 'Summary EN'),
  summary_tr: optionalText(1000, 'Summary TR'),
  content_en: optionalText(Infinity, 'Content EN'),
  content_tr: optionalText(Infinity, 'Content TR'),
  imageUrl: optionalText(2000, 'Image URL')
    .transform((value) => value.trim())
    .refine(
      (value) => value === '' || isHttpUrl(value) || isSitePath(value),
      'Image URL must be a valid http(s) URL or a path on this site.',
    ),
  isFeatured: z
    .boolean({ error: 'isFeatured must be true or false.' })
    .nullish()
    .transform(Boolean),
})

export type AdminPostInput = z.infer<typeof adminPostSchema>
