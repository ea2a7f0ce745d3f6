import 'server-only'

import sanitize from 'sanitize-html'

/**
 * The HTML a post may contain, both ways: what editors can express (headings, paragraphs, marks,
 * links, lists, quotes, images, code). Scripts, event handlers, styles and javascript: URLs go.
 */
const POST_HTML: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

export const sanitizePostHtml = (html: string): string => sanitize(html, POST_HTML)

/** Plain text: every tag removed, entities left escaped (comments are text, never markup). */
export const toPlainText = (input: string): string =>
  sanitize(input, { allowedTags: [], allowedAttributes: {} }).trim()
