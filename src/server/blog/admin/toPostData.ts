import 'server-only'

import type { Payload } from 'payload'
import sanitize from 'sanitize-html'

import type { Post } from '../../../payload-types'
import { htmlToLexical } from '../richText/htmlToLexical'
import { markMediaImages } from '../richText/markMediaImages'
import { sanitizePostHtml } from '../richText/sanitizeHtml'
import type { AdminPostInput } from './adminPostSchema'
import type { Locale } from '../../../i18n/locales'
import { isFailure, type Failure } from '../../platform'

/**
 * A link without a URL (what sanitising `href="javascript:…"` leaves) cannot be stored: it keeps
 * its text. Images are kept as uploads of their Media documents (`markMediaImages`). Runs on
 * HTML `sanitizePostHtml` has already cleaned (no script or style is left), so it keeps every
 * tag; `allowVulnerableTags` only stops sanitize-html warning about that on every save.
 */
const toStorableHtml = (html: string) =>
  sanitize(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) =>
        attribs.href ? { tagName, attribs } : { tagName: 'span', attribs: {} },
    },
  })

/** HTML from the form, sanitised, as the Lexical state posts store (empty stays empty). */
async function contentFrom(
  payload: Payload,
  html: string,
): Promise<Post['content'] | Failure<'invalid'>> {
  const clean = toStorableHtml(sanitizePostHtml(html)).trim()
  if (!clean) return null
  const marked = await markMediaImages(payload, clean)
  if (isFailure(marked)) return marked
  return (await htmlToLexical(payload, marked)) as Post['content']
}

/** One language's fields of the form. */
export async function localizedData(payload: Payload, input: AdminPostInput, language: Locale) {
  const content = await contentFrom(payload, input[`content_${language}`])
  if (isFailure(content)) return content
  return {
    title: input[`title_${language}`],
    excerpt: input[`summary_${language}`] || null,
    content,
  }
}

/** The fields shared by both languages, with the status Payload's draft/publish stores. */
export const sharedData = (input: AdminPostInput) => ({
  category: input.category,
  featured: input.isFeatured,
  coverImageUrl: input.imageUrl || null,
  _status: input.status,
})
