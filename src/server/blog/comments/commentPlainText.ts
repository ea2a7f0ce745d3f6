import 'server-only'

import { toPlainText } from '../richText/sanitizeHtml'

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
}

const decodeEntities = (text: string) =>
  text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity])

/**
 * A comment as readable plain text: tags (and script bodies) removed, the entities the sanitiser
 * escapes decoded so `a < b` reads as typed. Decoding can spell a tag again (`&lt;b&gt;`), so
 * this repeats until nothing changes: the stored text never holds markup.
 */
export function commentPlainText(input: string): string {
  let text = input
  for (let round = 0; round < 10; round++) {
    const next = decodeEntities(toPlainText(text))
    if (next === text) break
    text = next
  }
  return text
}
