import 'server-only'

import { z } from 'zod'

import { BLOG_CATEGORIES } from '../../../lib/categories'
import { POST_LIMITS } from '../../../lib/limits'

// Issue messages are catalogue keys (messages/*/blogAdminApi.json); readJson translates them.
const REQUIRED = 'BlogAdminApi.requiredFields'

const required = z.string({ error: REQUIRED }).trim().min(1, REQUIRED)

const optionalText = (max: number, messages: { invalid: string; tooLong?: string }) =>
  z
    .string({ error: messages.invalid })
    .max(max, messages.tooLong)
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
  title_en: required.max(POST_LIMITS.title, 'BlogAdminApi.titleEnTooLong'),
  title_tr: required.max(POST_LIMITS.title, 'BlogAdminApi.titleTrTooLong'),
  category: required.pipe(z.enum(BLOG_CATEGORIES, { error: 'BlogAdminApi.categoryInvalid' })),
  status: required.pipe(z.enum(['draft', 'published'], { error: 'BlogAdminApi.statusInvalid' })),
  summary_en: optionalText(POST_LIMITS.summary, {
    invalid: 'BlogAdminApi.summaryEnInvalid',
    tooLong: 'BlogAdminApi.summaryEnTooLong',
  }),
  summary_tr: optionalText(POST_LIMITS.summary, {
    invalid: 'BlogAdminApi.summaryTrInvalid',
    tooLong: 'BlogAdminApi.summaryTrTooLong',
  }),
  content_en: optionalText(Infinity, { invalid: 'BlogAdminApi.contentEnInvalid' }),
  content_tr: optionalText(Infinity, { invalid: 'BlogAdminApi.contentTrInvalid' }),
  imageUrl: optionalText(POST_LIMITS.imageUrl, {
    invalid: 'BlogAdminApi.imageUrlInvalid',
    tooLong: 'BlogAdminApi.imageUrlTooLong',
  })
    .transform((value) => value.trim())
    .refine(
      (value) => value === '' || isHttpUrl(value) || isSitePath(value),
      'BlogAdminApi.imageUrlInvalid',
    ),
  isFeatured: z.boolean({ error: 'BlogAdminApi.featuredInvalid' }).nullish().transform(Boolean),
})

export type AdminPostInput = z.infer<typeof adminPostSchema>
