// No `server-only`: a path setting the browser tests read too (through outboxDir, in Playwright's
// own process, which has no resolve hook).
import path from 'node:path'

/** Where the embedded database and generated local secrets live (git-ignored). */
export const dataDir = () => path.resolve(process.env.SAHNE_DATA_DIR || '.data')
