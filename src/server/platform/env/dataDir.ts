import 'server-only'

import path from 'node:path'

/** Where the embedded database and generated local secrets live (git-ignored). */
export const dataDir = () => path.resolve(process.env.SAHNE_DATA_DIR || '.data')
