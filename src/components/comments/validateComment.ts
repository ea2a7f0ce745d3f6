import { COMMENT_MIN_LENGTH } from '@/lib/commentRules'

export type CommentDraft = { name: string; email: string; text: string }

/** Message keys of the `Comments` catalogue namespace, per field. */
export type CommentErrors = Partial<
  Record<
    keyof CommentDraft,
    'nameRequired' | 'emailRequired' | 'emailInvalid' | 'textRequired' | 'textTooShort'
  >
>

// The same shape the API accepts: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The spec's comment rules (section 5), checked before sending. Visitors name themselves;
 * a signed-in member's name and email come from their account.
 */
export function validateComment(draft: CommentDraft, { visitor }: { visitor: boolean }) {
  const errors: CommentErrors = {}
  if (visitor) {
    if (!draft.name.trim()) errors.name = 'nameRequired'
    const email = draft.email.trim()
    if (!email) errors.email = 'emailRequired'
    else if (!EMAIL.test(email)) errors.email = 'emailInvalid'
  }
  const text = draft.text.trim()
  if (!text) errors.text = 'textRequired'
  else if (text.length < COMMENT_MIN_LENGTH) errors.text = 'textTooShort'
  return errors
}
