// Builds the project's import graph with TypeScript's own module resolution (the tsconfig paths
// included), so the border and cycle checks see exactly what the compiler sees.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const root = path.resolve(import.meta.dirname, '../..')
const skipDirs = new Set([
  'node_modules',
  '.next',
  '.data',
  'media',
  'test-results',
  'playwright-report',
  '.git',
])

function listSources(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (dir === root && skipDirs.has(entry.name)) continue
    if (entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) listSources(full, out)
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full)
    // Payload's generated import map names the admin components the config points at by path.
    else if (entry.name === 'importMap.js') out.push(full)
  }
  return out
}

export function buildGraph() {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root)
  const host = ts.createCompilerHost(options)
  const files = listSources(root)
  /** @type {Map<string, {to: string, typeOnly: boolean, spec: string}[]>} */
  const graph = new Map()
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false)
    const edges = []
    const visit = (node) => {
      let spec
      let typeOnly = false
      let dynamic = false
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        spec = node.moduleSpecifier.text
        typeOnly = ts.isImportDeclaration(node)
          ? Boolean(node.importClause?.isTypeOnly)
          : node.isTypeOnly
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        spec = node.arguments[0].text
        dynamic = true
      }
      if (spec) {
        const resolved = ts.resolveModuleName(spec, file, options, host).resolvedModule
        if (
          resolved &&
          !resolved.isExternalLibraryImport &&
          !resolved.resolvedFileName.includes('node_modules')
        ) {
          edges.push({ to: path.resolve(resolved.resolvedFileName), typeOnly, dynamic, spec })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
    graph.set(path.resolve(file), edges)
  }
  return { root, graph }
}

export const rel = (file) => path.relative(root, file)

/**
 * Strongly connected components with more than one file (or a file importing itself), over the
 * static imports (type-only ones included): an `import()` runs when called, after every module
 * has loaded, so it cannot take part in a load-order cycle.
 */
export function findCycles(graph) {
  let index = 0
  const stack = []
  const state = new Map()
  const cycles = []
  const strong = (v) => {
    const s = { index, low: index, onStack: true }
    index++
    state.set(v, s)
    stack.push(v)
    for (const { to, dynamic } of graph.get(v) ?? []) {
      if (dynamic || !graph.has(to)) continue
      const t = state.get(to)
      if (!t) {
        strong(to)
        s.low = Math.min(s.low, state.get(to).low)
      } else if (t.onStack) s.low = Math.min(s.low, t.index)
    }
    if (s.low === s.index) {
      const component = []
      let w
      do {
        w = stack.pop()
        state.get(w).onStack = false
        component.push(w)
      } while (w !== v)
      if (component.length > 1 || (graph.get(v) ?? []).some((e) => e.to === v && !e.dynamic))
        cycles.push(component)
    }
  }
  for (const v of graph.keys()) if (!state.has(v)) strong(v)
  return cycles
}
