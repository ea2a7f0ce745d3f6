import { z } from 'zod'

import { COMMENT_MIN_LENGTH } from '../../../collections/Comments'
import type { CommentMessages } from './commentMessages'
import { commentPlainText } from './commentPlainText'

/** Comment ids are positive integers, sent as numbers or numeric strings. */
const recordId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message)

/**
 * The body of `POST /api/comments`. Visitors also name themselves; for a signed-in user the
 * account says who they are, so authorName and authorEmail are dropped. Unknown keys (a
 * `status`, an `author`) are stripped. Fields are in the form's order: the first problem is
 * the one reported.
 */
export function commentInputSchema(messages: CommentMessages, { visitor }: { visitor: boolean }) {
  const target = {
    // Checked against the published posts: an id that matches none is a 404, not a 400.
    blogPost: z.union([z.number(), z.string().trim().min(1)], { error: messages.postRequired }),
    parentComment: z
      .union([z.null(), recordId], { error: messages.parentInvalid })
      .optional()
      .transform((id) => id ?? null),
  }
  const text = z
    .string({ error: messages.textRequired })
    .transform(commentPlainText)
    .pipe(
      z
        .string()
        .min(1, messages.textRequired)
        .min(COMMENT_MIN_LENGTH, messages.textTooShort)
        .max(5000, messages.textTooLong),
    )
  if (!visitor) return z.object({ ...target, text })
  return z.object({
    ...target,
    authorName: requiredText(messages.nameRequired).max(120, messages.nameTooLong),
    authorEmail: requiredText(messages.emailRequired).pipe(
      z.email(messages.emailInvalid).max(254, messages.emailInvalid),
    ),
    text,
  })
}

export type CommentInput = {
  blogPost: number | string
  parentComment: number | null
  text: string
  authorName?: string
  authorEmail?: string
}
