const WORDS_PER_MINUTE = 200

type LexicalNode = { text?: unknown; children?: unknown }

/** Collects the text of a Lexical editor state (or any nested node list). */
export function lexicalPlainText(node: unknown): string {
  if (!node || typeof node !== 'object') return ''
  const root = 'root' in node ? (node as { root: unknown }).root : node
  const parts: string[] = []
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object') return
    const { text, children } = n as LexicalNode
    if (typeof text === 'string') parts.push(text)
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk(root)
  return parts.join(' ')
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length
}

/** Minutes to read at 200 words a minute, never less than one. */
export function readTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE))
}
