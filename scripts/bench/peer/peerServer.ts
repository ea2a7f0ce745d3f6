import path from 'node:path'

import { withDatabaseName } from '../../../src/server/platform'
import { startServer } from '../ownServer'

/** Where preparePeer builds Payload's website template. */
export const PEER_DIR = path.resolve('.data', 'peer', 'website')

/** The port the peer listens on, at build time (its links) and when measured. */
export const PEER_PORT = 3700

/** The peer's own database, on the app's server. */
export const peerDatabaseUrl = () => withDatabaseName(process.env.DATABASE_URL!, 'sahne_peer')

/** The peer's environment: its database and secret, none of the app's Node options. */
export function peerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: peerDatabaseUrl(),
    PAYLOAD_SECRET: 'peer-bench-secret',
    NEXT_PUBLIC_SERVER_URL: `http://127.0.0.1:${PEER_PORT}`,
    NODE_ENV: 'production',
  }
  delete env.NODE_OPTIONS
  return env
}

/** The built peer under `next start`, until `stop()`. */
export function startPeer() {
  return startServer({
    args: ['next', 'start', '-p', String(PEER_PORT)],
    port: PEER_PORT,
    probe: '/posts',
    cwd: PEER_DIR,
    env: peerEnv(),
  })
}
