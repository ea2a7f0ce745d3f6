import 'server-only'

import { z } from 'zod'

import { COMMENT_MIN_LENGTH } from '../../../lib/commentRules'
import type { MessageKey } from '../../platform'
import { commentPlainText } from './commentPlainText'
import { COMMENT_LIMITS, EMAIL_MAX } from '../../../lib/limits'

/** Comment ids are positive integers, sent as numbers or numeric strings. */
const recordId = z.union([
  z.number().int().positive(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])

const requiredText = (message: MessageKey) => z.string({ error: message }).trim().min(1, message)

/**
 * The body of `POST /api/comments`. Visitors also name themselves; for a signed-in user the
 * account says who they are, so authorName and authorEmail are dropped. Unknown keys (a
 * `status`, an `author`) are stripped. Fields are in the form's order: the first problem is
 * the one reported.
 */
export function commentInputSchema({ visitor }: { visitor: boolean }) {
  const target = {
    // Checked against the published posts: an id that matches none is not found, not invalid.
    blogPost: z.union([z.number(), z.string().trim().min(1)], {
      error: 'CommentsApi.postRequired',
    }),
    parentComment: z
      .union([z.null(), recordId], { error: 'CommentsApi.parentInvalid' })
      .optional()
      .transform((id) => id ?? null),
  }
  const text = z
    .string({ error: 'CommentsApi.textRequired' })
    .transform(commentPlainText)
    .pipe(
      z
        .string()
        .min(1, 'CommentsApi.textRequired')
        .min(COMMENT_MIN_LENGTH, 'CommentsApi.textTooShort')
        .max(COMMENT_LIMITS.text, 'CommentsApi.textTooLong'),
    )
  if (!visitor) return z.object({ ...target, text })
  return z.object({
    ...target,
    authorName: requiredText('CommentsApi.nameRequired').max(
      COMMENT_LIMITS.authorName,
      'CommentsApi.nameTooLong',
    ),
    authorEmail: requiredText('CommentsApi.emailRequired').pipe(
      z.email('CommentsApi.emailInvalid').max(EMAIL_MAX, 'CommentsApi.emailInvalid'),
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
