import 'server-only'

import type { Payload } from 'payload'

import { lexicalToHtml } from './lexicalToHtml'
import { populateUploads } from './populateUploads'
import type { Locale } from '../../../i18n/locales'

/** A post's content in one language as sanitised HTML, its images included whatever the depth. */
export async function postContentHtml(
  payload: Payload,
  content: unknown,
  locale: Locale,
): Promise<string> {
  return lexicalToHtml(await populateUploads(payload, content, locale))
}
