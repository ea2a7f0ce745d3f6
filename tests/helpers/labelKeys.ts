import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCREENS = ['src/components', 'src/app']

/** Elements a click acts on: their text is a label (and any `…Button` component's). */
const CLICKABLE = new Set(['button', 'a', 'Link'])
const isClickable = (tag: string) => CLICKABLE.has(tag) || /Button$/.test(tag)
/** Props that carry a button's text into a shared component (a dialog's buttons). */
const LABEL_PROPS = new Set(['confirmLabel', 'keepLabel', 'submitLabel', 'actionLabel'])

const tsxFiles = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? tsxFiles(path.join(dir, item.name))
      : item.name.endsWith('.tsx')
        ? [path.join(ROOT, dir, item.name)]
        : [],
  )

const literal = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined

/**
 * The namespace a translator was made for: `useTranslations('Market2.dashboard')`,
 * `await getTranslations('Shows')`, `getTranslations({ locale, namespace: 'Venues' })`; '' for the
 * root. Undefined when the initializer makes no translator.
 */
function namespaceOf(init: ts.Expression): string | undefined {
  const call = ts.isAwaitExpression(init) ? init.expression : init
  if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression)) return undefined
  if (!['useTranslations', 'getTranslations'].includes(call.expression.text)) return undefined
  const [arg] = call.arguments
  if (!arg) return ''
  if (ts.isObjectLiteralExpression(arg)) {
    const property = arg.properties.find(
      (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'namespace',
    )
    return property && ts.isPropertyAssignment(property) ? literal(property.initializer) : ''
  }
  return literal(arg)
}

/** The keys of the `t('key')` calls under `node`, not descending into other elements. */
function keysUnder(node: ts.Node, translators: Map<string, string>, into: Set<string>) {
  const visit = (child: ts.Node) => {
    if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) return
    if (ts.isCallExpression(child) && ts.isIdentifier(child.expression)) {
      const namespace = translators.get(child.expression.text)
      const key = literal(child.arguments[0])
      if (namespace !== undefined && key) into.add(namespace ? `${namespace}.${key}` : key)
    }
    ts.forEachChild(child, visit)
  }
  visit(node)
}

/**
 * The catalogue keys the screens use as button and link labels, read from the components: the
 * text of a `<button>`, `<a>`, `<Link>` or `…Button` (its direct `{t('…')}` children), a dialog's button
 * props (`confirmLabel`…), and the `label` of an `{ label, href }` action (the empty states').
 * Keys built at run time (template literals) are not seen.
 */
export function labelKeys(): Set<string> {
  const keys = new Set<string>()
  for (const file of SCREENS.flatMap(tsxFiles)) {
    const source = ts.createSourceFile(
      file,
      readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TSX,
    )
    const translators = new Map<string, string>()
    const collect = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const namespace = namespaceOf(node.initializer)
        if (namespace !== undefined) translators.set(node.name.text, namespace)
      }
      ts.forEachChild(node, collect)
    }
    collect(source)
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node) && isClickable(node.openingElement.tagName.getText()))
        for (const child of node.children)
          if (ts.isJsxExpression(child)) keysUnder(child, translators, keys)
      if (ts.isJsxAttribute(node) && LABEL_PROPS.has(node.name.getText()) && node.initializer)
        keysUnder(node.initializer, translators, keys)
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'label' &&
        ts.isObjectLiteralExpression(node.parent) &&
        node.parent.properties.some((p) => p.name?.getText() === 'href')
      )
        keysUnder(node.initializer, translators, keys)
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return keys
}
