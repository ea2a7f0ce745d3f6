// The scripts (seed, migrations, the Payload CLI, benchmarks) run the domain layer in plain Node,
// where `import 'server-only'` throws: Next.js and vitest (its alias) resolve it to an empty
// module, and this hook does the same here. Used as `tsx --import ./scripts/serverOnly/register.mjs`
// or in NODE_OPTIONS; the Node processes a script starts (tsx, the Payload CLI) inherit it.
import { register } from 'node:module'

register('./resolveServerOnly.mjs', import.meta.url)

const self = `--import=${import.meta.url}`
if (!process.env.NODE_OPTIONS?.includes(self))
  process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, self].filter(Boolean).join(' ')
