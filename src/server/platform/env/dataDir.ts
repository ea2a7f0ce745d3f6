// No `server-only`: the database launcher (scripts/db/embeddedCluster.ts) runs this in plain Node, where it throws.
import path from 'node:path'

/** Where the embedded database and generated local secrets live (git-ignored). */
export const dataDir = () => path.resolve(process.env.SAHNE_DATA_DIR || '.data')
