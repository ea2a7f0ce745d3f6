import 'server-only'

import { z } from 'zod'

import { REVIEW_LIMITS as L } from '../../../lib/limits'

const score = (name: string) =>
  z
    .number({ message: `ReviewsApi.validation.${name}` })
    .int({ message: `ReviewsApi.validation.${name}` })
    .min(L.scoreMin, { message: `ReviewsApi.validation.${name}` })
    .max(L.scoreMax, { message: `ReviewsApi.validation.${name}` })
    .optional()

const reviewText = z
  .string({ message: 'ReviewsApi.validation.text' })
  .trim()
  .min(L.textMin, { message: 'ReviewsApi.validation.text' })
  .max(L.textMax, { message: 'ReviewsApi.validation.text' })

/**
 * `POST /api/bookings/{id}/review`: the scores of either side are optional here; which ones are
 * required depends on who writes (the domain checks them, naming the missing field).
 */
export const reviewSchema = z.object({
  paidAsAgreed: z.boolean({ message: 'ReviewsApi.validation.paidAsAgreed' }).optional(),
  sound: score('sound'),
  hospitality: score('hospitality'),
  promotion: score('promotion'),
  punctuality: score('punctuality'),
  performance: score('performance'),
  professionalism: score('professionalism'),
  text: reviewText,
})

export type ReviewInput = z.infer<typeof reviewSchema>

/** `POST /api/reviews/{id}/reply`. */
export const replySchema = z.object({ text: reviewText })
