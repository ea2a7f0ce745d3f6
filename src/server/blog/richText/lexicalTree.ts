import 'server-only'

/** The minimum of a serialized Lexical node these helpers read (they keep every other key). */
export type LexicalNode = { type: string; children?: LexicalNode[]; [key: string]: unknown }

export type LexicalState = { root: LexicalNode }

export const isLexicalState = (value: unknown): value is LexicalState =>
  !!value && typeof value === 'object' && 'root' in value && !!(value as LexicalState).root

/** Every node below `node` of one type, depth first. */
export function findNodes(node: LexicalNode, type: string): LexicalNode[] {
  const children = node.children ?? []
  return children.flatMap((child) => [
    ...(child.type === type ? [child] : []),
    ...findNodes(child, type),
  ])
}

/** A copy of `node` with every descendant passed through `replace` (children first). */
export function mapNodes(
  node: LexicalNode,
  replace: (node: LexicalNode) => LexicalNode,
): LexicalNode {
  if (!node.children) return node
  return { ...node, children: node.children.map((child) => replace(mapNodes(child, replace))) }
}
