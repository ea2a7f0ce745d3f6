import 'server-only'

import { isLexicalState, type LexicalNode, type LexicalState } from './lexicalTree'

const isUpload = (node: LexicalNode) => node.type === 'upload'

/** A top-level block without its uploads, and those uploads in order. */
function extractUploads(node: LexicalNode): { rest: LexicalNode; uploads: LexicalNode[] } {
  const uploads: LexicalNode[] = []
  const strip = (current: LexicalNode): LexicalNode =>
    current.children
      ? {
          ...current,
          children: current.children
            .filter((child) => !(isUpload(child) && uploads.push(child)))
            .map(strip),
        }
      : current
  return { rest: strip(node), uploads }
}

const hasContent = (node: LexicalNode) => !node.children || node.children.length > 0

/**
 * Uploads are blocks: HTML import leaves an `<img>` inside a paragraph (or list item) where it
 * came, which the editor cannot render. Each one moves up to the top level, splitting a paragraph
 * around it; ids from the HTML attributes become numbers, as the editor stores them.
 */
export function placeUploads(state: unknown): unknown {
  if (!isLexicalState(state)) return state
  const children = (state.root.children ?? []).flatMap((block): LexicalNode[] => {
    if (isUpload(block)) return [block]
    const parts: LexicalNode[] = []
    let run: LexicalNode[] = []
    const flush = () => {
      if (run.length) parts.push({ ...block, children: run })
      run = []
    }
    for (const child of block.children ?? []) {
      if (isUpload(child)) {
        flush()
        parts.push(child)
      } else run.push(child)
    }
    flush()
    if (parts.length === 0) return [block]
    return parts.flatMap((part) => {
      if (isUpload(part)) return [part]
      const { rest, uploads } = extractUploads(part)
      return [...(hasContent(rest) ? [rest] : []), ...uploads]
    })
  })
  const root = { ...state.root, children: children.map(numericUploadValue) }
  return { ...state, root } satisfies LexicalState
}

function numericUploadValue(node: LexicalNode): LexicalNode {
  if (!isUpload(node) || typeof node.value !== 'string' || !/^\d+$/.test(node.value)) return node
  return { ...node, value: Number(node.value) }
}
