import type { MessageLocale } from '../http/messageLocale'

const en = {
  postRequired: 'Blog post is required',
  postNotFound: 'Blog post not found',
  parentInvalid: 'The parent comment must belong to the same post.',
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 120 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  textRequired: 'Comment is required',
  textTooShort: 'Comment must be at least 3 characters',
  textTooLong: 'Comment must be at most 5000 characters',
  submitted: 'Comment submitted! It may require approval.',
  posted: 'Comment posted.',
}

const tr: typeof en = {
  postRequired: 'Blog yazısı gereklidir',
  postNotFound: 'Blog yazısı bulunamadı',
  parentInvalid: 'Yanıtlanan yorum aynı yazıya ait olmalıdır.',
  nameRequired: 'İsim gereklidir',
  nameTooLong: 'İsim en fazla 120 karakter olabilir',
  emailRequired: 'E-posta gereklidir',
  emailInvalid: 'Geçersiz e-posta adresi',
  textRequired: 'Yorum gereklidir',
  textTooShort: 'Yorum en az 3 karakter olmalıdır',
  textTooLong: 'Yorum en fazla 5000 karakter olabilir',
  submitted: 'Yorum gönderildi! Onay gerektirebilir.',
  posted: 'Yorum yayınlandı.',
}

export type CommentMessages = typeof en

/** The comment API's messages (SPEC section 5) in the answer's language. */
export const commentMessages = (locale: MessageLocale): CommentMessages =>
  locale === 'tr' ? tr : en
