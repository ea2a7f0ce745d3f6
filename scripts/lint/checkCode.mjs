// `npm run lint`'s checks beyond ESLint, over one import graph: borders, layers, cycles and unused
// exports (see checkImports.mjs and checkExports.mjs).
import { checkExports } from './checkExports.mjs'
import { checkImports } from './checkImports.mjs'
import { buildGraph } from './importGraph.mjs'

const started = Date.now()
const graph = buildGraph()
const problems = [...checkImports(graph), ...checkExports(graph)]
for (const problem of problems) console.error(problem)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
console.log(`${graph.graph.size} files: ${problems.length} import or export problems (${seconds}s)`)
process.exit(problems.length ? 1 : 0)
