/** How a page's HTML bytes divide: the parts add up to `raw`. */
export type HtmlParts = {
  raw: number
  /** The React Server Components payload: the contents of the `self.__next_f` scripts. */
  rsc: number
  /** The contents of `<style>` elements (`experimental.inlineCss` puts the stylesheets there). */
  css: number
  /** The contents of every other inline `<script>` (Next's bootstrap, JSON-LD, theme scripts). */
  otherScript: number
  /** Everything else: elements, attributes, text, and the script and style tags themselves. */
  markup: number
}

// A script or style element and its contents. The HTML parser ends either at the first
// `</script` or `</style`, which React and Next escape inside what they inline.
const RAW_TEXT_ELEMENT = /<(script|style)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi
const RSC_PAYLOAD = /\bself\.__next_f\b/

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')

/** Splits `html` into the bytes of its RSC payload, inline CSS, other inline script and markup. */
export function htmlParts(html: string): HtmlParts {
  const parts = { rsc: 0, css: 0, otherScript: 0 }
  for (const [, tag, contents] of html.matchAll(RAW_TEXT_ELEMENT)) {
    const size = bytes(contents)
    if (tag.toLowerCase() === 'style') parts.css += size
    else if (RSC_PAYLOAD.test(contents)) parts.rsc += size
    else parts.otherScript += size
  }
  const raw = bytes(html)
  return { raw, ...parts, markup: raw - parts.rsc - parts.css - parts.otherScript }
}
