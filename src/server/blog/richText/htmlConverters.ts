import 'server-only'

import { defaultHTMLConverters, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import type { SerializedTextNode } from '@payloadcms/richtext-lexical/lexical'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
const escapeHTML = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char])

/** Lexical's text format bits (lexical/utils/nodeFormat), innermost tag first. */
const TEXT_FORMAT_TAGS: ReadonlyArray<[bit: number, tag: string]> = [
  [1, 'strong'],
  [1 << 1, 'em'],
  [1 << 2, 's'],
  [1 << 3, 'u'],
  [1 << 4, 'code'],
  [1 << 5, 'sub'],
  [1 << 6, 'sup'],
]

/** An upload node's value once its Media document is loaded (see populateUploads). */
export type UploadedImage = { id: number; url?: string | null; alt?: string | null }

type UploadNode = { value?: number | string | UploadedImage | null }

/**
 * Payload's converters, except: underline and strikethrough become `<u>`/`<s>` (Payload writes
 * inline styles, which sanitising removes and HTML import ignores), and an upload becomes a plain
 * `<img src alt>` (not `<picture>`), the form the admin HTML maps back to the same upload.
 */
export const postHtmlConverters: HTMLConverters = {
  ...defaultHTMLConverters,
  text: ({ node }) =>
    TEXT_FORMAT_TAGS.reduce(
      (html, [bit, tag]) =>
        (node as SerializedTextNode).format & bit ? `<${tag}>${html}</${tag}>` : html,
      escapeHTML((node as SerializedTextNode).text),
    ),
  upload: ({ node }) => {
    const image = (node as UploadNode).value
    if (!image || typeof image !== 'object' || !image.url) return ''
    return `<img src="${escapeHTML(image.url)}" alt="${escapeHTML(image.alt ?? '')}">`
  },
}
