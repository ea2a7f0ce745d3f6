import 'server-only'

import { z } from 'zod'

import { isCityKey } from '@/lib/market/cities'
import { isGenre } from '@/lib/market/genres'
import { FEE_TYPES, GIG_STATUSES } from '@/lib/market/gigStatus'
import { FEE_MAX, GIG_LIMITS } from '../../../lib/limits'

const E = 'GigForm.errors.'

const dateTime = (key: string) =>
  z
    .string({ error: `${E}${key}` })
    .refine((value) => !Number.isNaN(Date.parse(value)), `${E}${key}`)

const text = (max: number, key: string) =>
  z
    .string({ error: `${E}invalidBody` })
    .trim()
    .max(max, `${E}${key}`)
    .nullish()

const isHttpsUrl = (value: string) => {
  if (!value) return true
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password
  } catch {
    return false
  }
}

const amount = z
  .number({ error: `${E}feeAmountInvalid` })
  .int(`${E}feeAmountInvalid`)
  .nonnegative(`${E}feeAmountInvalid`)
  .max(FEE_MAX, `${E}feeAmountInvalid`)

const fee = z.object(
  {
    type: z.enum(FEE_TYPES, { error: `${E}feeTypeUnknown` }),
    amount: amount.nullish(),
    min: amount.nullish(),
    max: amount.nullish(),
  },
  { error: `${E}feeTypeUnknown` },
)

/**
 * A gig body as the issue names its fields. Messages are catalogue keys, translated into the
 * request's language by `apiRoute`; the rules across fields are `gigRuleViolation`'s.
 */
export const gigInputSchema = z.object(
  {
    title: z
      .string({ error: `${E}titleRequired` })
      .trim()
      .min(1, `${E}titleRequired`)
      .max(GIG_LIMITS.title, `${E}titleTooLong`),
    shortDescription: text(GIG_LIMITS.shortDescription, 'shortTooLong'),
    description: text(GIG_LIMITS.description, 'descriptionTooLong'),
    date: dateTime('dateInvalid'),
    deadline: dateTime('deadlineInvalid').nullish(),
    city: z
      .string({ error: `${E}cityUnknown` })
      .refine(isCityKey, `${E}cityUnknown`)
      .nullish(),
    venue: text(GIG_LIMITS.venue, 'venueTooLong'),
    genres: z
      .array(z.string().refine(isGenre, `${E}genreUnknown`), { error: `${E}genreUnknown` })
      .max(GIG_LIMITS.genres, `${E}genreUnknown`)
      .optional(),
    slots: z
      .number({ error: `${E}slotsInvalid` })
      .int(`${E}slotsInvalid`)
      .min(1, `${E}slotsInvalid`)
      .max(GIG_LIMITS.slots, `${E}slotsInvalid`)
      .optional(),
    status: z.enum(GIG_STATUSES, { error: `${E}statusUnknown` }).optional(),
    fee: fee.nullish(),
    ticketUrl: z
      .string({ error: `${E}ticketUrlInvalid` })
      .trim()
      .max(GIG_LIMITS.ticketUrl, `${E}ticketUrlInvalid`)
      .refine(isHttpsUrl, `${E}ticketUrlInvalid`)
      .nullish(),
  },
  { error: `${E}invalidBody` },
)

/** PUT changes only the fields it sends. */
export const gigUpdateSchema = gigInputSchema.partial()

export type GigInput = z.infer<typeof gigInputSchema>
export type GigUpdate = z.infer<typeof gigUpdateSchema>
