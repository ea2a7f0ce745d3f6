/** NODE_ENV's condition, which Lexical's packages export a plain ES module build under. */
const LEXICAL_CONDITION = process.env.NODE_ENV === 'production' ? 'production' : 'development'

/**
 * Resolves `server-only` under the `react-server` condition: the package's own empty module.
 *
 * Also resolves `lexical` and `@lexical/*` (Payload's rich-text editor) under NODE_ENV's
 * condition. Under Node's own `node` condition they resolve to a `.node.mjs` wrapper that picks
 * its build with a top-level `await import()`; with some twenty of those importing one another,
 * Node 20 sometimes never settles the import of the editor (nearly always with no hooks, now and
 * then with them on a busy machine), and the process ends with nothing left to wait for: a worker
 * started next to others ended so before its first round. The `development` and `production`
 * builds are the same code without the wrapper.
 */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'server-only')
    return nextResolve(specifier, { ...context, conditions: [...context.conditions, 'react-server'] })
  if (specifier === 'lexical' || specifier.startsWith('@lexical/'))
    return nextResolve(specifier, {
      ...context,
      conditions: [...context.conditions, LEXICAL_CONDITION],
    })
  return nextResolve(specifier, context)
}
