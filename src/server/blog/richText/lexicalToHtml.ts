import 'server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { postHtmlConverters } from './htmlConverters'
import { sanitizePostHtml } from './sanitizeHtml'

/**
 * A post's stored Lexical state as the sanitised HTML the API answers with. Images show only when
 * their upload nodes carry the Media document (`populateUploads`, or a read with depth >= 1).
 */
export function lexicalToHtml(state: unknown): string {
  if (!state || typeof state !== 'object' || !('root' in state)) return ''
  return sanitizePostHtml(
    convertLexicalToHTML({
      data: state as SerializedEditorState,
      converters: postHtmlConverters,
      disableContainer: true,
    }),
  )
}
