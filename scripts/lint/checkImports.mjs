// The import rules `npm run lint` holds the code to, over the compiler's own resolution:
// - borders: outside a context, `src/server/<context>/` is read only through its `index.ts`
//   (tests may reach inside: they exercise the parts);
// - layers: `platform` reads no context, and no context reads `app`, the layer that composes them;
// - cycles: none, type-only imports included (an `import()` loads late and cannot close one).
import { findCycles, rel } from './importGraph.mjs'

/** Every break of the rules above, one line each. */
export function checkImports({ graph }) {
  const contextOf = (file) => rel(file).match(/^src\/server\/([^/]+)\//)?.[1] ?? null
  const isIndex = (file, context) => rel(file) === `src/server/${context}/index.ts`
  const problems = []

  for (const [from, edges] of graph) {
    if (rel(from).startsWith('tests/')) continue
    const own = contextOf(from)
    for (const { to, spec } of edges) {
      const context = contextOf(to)
      if (!context || context === own) continue
      const where = `${rel(from)}: '${spec}'`
      if (!isIndex(to, context))
        problems.push(`${where} reaches inside ${context}; import its index`)
      if (own === 'platform')
        problems.push(`${where}: platform sits under the contexts and reads none`)
      if (context === 'app' && own) problems.push(`${where}: contexts do not read the app layer`)
    }
  }
  for (const cycle of findCycles(graph))
    problems.push(`import cycle: ${cycle.map(rel).join(' -> ')}`)

  return problems
}
