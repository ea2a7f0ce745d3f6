// Exports nothing imports, found over the same import graph as the border check. A re-export
// counts as a use of what it names, and is itself an export that must be used. Files whose
// exports a framework reads by convention (Next's pages and routes, configs, migrations, the
// generated types) and the tests are not checked; the tests' imports count as uses.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

import { rel } from './importGraph.mjs'

const NEXT_FILES =
  /^(page|layout|route|not-found|error|global-error|loading|template|default|sitemap|robots|manifest|icon|apple-icon|opengraph-image|twitter-image)\.(ts|tsx)$/
const unchecked = (file) => {
  const name = rel(file)
  return (
    name.startsWith('tests/') ||
    name.startsWith('migrations/') ||
    name.startsWith('scripts/') ||
    name === 'src/payload-types.ts' ||
    name === 'payload.config.ts' ||
    name === 'src/proxy.ts' ||
    name.endsWith('importMap.js') ||
    /(^|\/)[^/]*\.config\.[cm]?[jt]s$/.test(name) ||
    (name.startsWith('src/app/') && NEXT_FILES.test(path.basename(name)))
  )
}

/** Every export nothing imports, one line each. */
export function checkExports({ graph }) {
  const has = (node, kind) => node.modifiers?.some((m) => m.kind === kind) ?? false
  const exported = new Map() // file -> Set(name)
  const used = new Set() // `${file}#${name}` or `${file}#*`
  for (const file of graph.keys()) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    )
    const names = new Set()
    const targetOf = (spec) => graph.get(file).find((e) => e.spec === spec)?.to
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const to = targetOf(node.arguments[0]?.text)
        if (to) used.add(`${to}#*`)
      }
      ts.forEachChild(node, visit)
    }
    for (const st of source.statements) {
      if (ts.isImportDeclaration(st)) {
        const to = targetOf(st.moduleSpecifier.text)
        const clause = st.importClause
        if (!to || !clause) continue
        if (clause.name) used.add(`${to}#default`)
        const bindings = clause.namedBindings
        if (bindings && ts.isNamespaceImport(bindings)) used.add(`${to}#*`)
        else
          for (const el of bindings?.elements ?? [])
            used.add(`${to}#${(el.propertyName ?? el.name).text}`)
      } else if (ts.isExportDeclaration(st)) {
        const to = st.moduleSpecifier && targetOf(st.moduleSpecifier.text)
        if (st.moduleSpecifier && !to) continue
        if (!st.exportClause) used.add(`${to}#*`)
        else if (ts.isNamedExports(st.exportClause))
          for (const el of st.exportClause.elements) {
            names.add(el.name.text)
            if (to) used.add(`${to}#${(el.propertyName ?? el.name).text}`)
          }
      } else if (has(st, ts.SyntaxKind.ExportKeyword) && !has(st, ts.SyntaxKind.DefaultKeyword)) {
        if (ts.isVariableStatement(st))
          for (const d of st.declarationList.declarations) {
            if (ts.isIdentifier(d.name)) names.add(d.name.text)
          }
        else if (st.name) names.add(st.name.text)
      }
    }
    visit(source)
    exported.set(file, names)
  }

  const unused = []
  for (const [file, names] of exported) {
    if (unchecked(file) || used.has(`${file}#*`)) continue
    for (const name of names) if (!used.has(`${file}#${name}`)) unused.push(`${rel(file)}: ${name}`)
  }
  return unused.map((line) => `unused export ${line}`)
}
