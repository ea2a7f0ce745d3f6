import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Where code that reads the catalogues lives (tests do not count as a use). */
const CODE = ['src', 'collections', 'access', 'seed', 'payload.config.ts']

/** Every leaf key of a catalogue as a dotted path: `Gigs.city`, `Market.genres.jazz`. */
export function leafKeys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

const codeFiles = (entry: string): string[] => {
  const full = path.join(ROOT, entry)
  if (/\.tsx?$/.test(entry)) return [full]
  return readdirSync(full, { withFileTypes: true }).flatMap((item) =>
    item.isDirectory()
      ? codeFiles(path.join(entry, item.name))
      : /\.tsx?$/.test(item.name)
        ? [path.join(full, item.name)]
        : [],
  )
}

/** What the code spells: its string literals, and the fixed starts of its template literals. */
export type CodeLiterals = { literals: Set<string>; templateStarts: string[] }

export function codeLiterals(): CodeLiterals {
  const literals = new Set<string>()
  const starts = new Set<string>()
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node))
      literals.add(node.text)
    if (ts.isTemplateHead(node) && node.text) starts.add(node.text)
    ts.forEachChild(node, visit)
  }
  for (const file of CODE.flatMap(codeFiles))
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true))
  return { literals, templateStarts: [...starts] }
}

const spelled = (rest: string, code: CodeLiterals, prefixes: readonly string[]) =>
  code.literals.has(rest) ||
  [...code.templateStarts, ...prefixes].some((start) => rest.startsWith(start))

/** A literal naming the namespace: `'Shows.filters'`, or `'GigForm.errors.'` joined to a key. */
const namesNamespace = (namespace: string, code: CodeLiterals) =>
  code.literals.has(namespace) || code.literals.has(`${namespace}.`)

/**
 * True when some code can read `key`: a literal or the start of a template literal spells it
 * (`t('Gigs.city')`, t(`Applications.state.${state}`)), or one names a namespace it sits in
 * (`useTranslations('Shows.filters')`, `const E = 'GigForm.errors.'`) and another spells the rest
 * (`t('city')`, t(`types.${type}`), `${E}titleRequired`).
 * `prefixes` are starts of keys the code builds some other way (a documented list).
 */
export function isRead(key: string, code: CodeLiterals, prefixes: readonly string[] = []) {
  if (spelled(key, code, prefixes)) return true
  const parts = key.split('.')
  for (let cut = 1; cut < parts.length; cut++)
    if (
      namesNamespace(parts.slice(0, cut).join('.'), code) &&
      spelled(parts.slice(cut).join('.'), code, prefixes)
    )
      return true
  return false
}
