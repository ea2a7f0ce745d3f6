import { resolvePayloadSecret } from '../../src/server/platform'
import { clusterUrl, withDatabaseName } from '../../src/server/platform'
import { startEmbeddedCluster } from './embeddedCluster'
import { ensureDatabase } from './ensureDatabase'

export const DEFAULT_DATABASE = 'sahne'

export type PreparedDatabase = {
  url: string
  /** True when the project's embedded Postgres serves this database. */
  embedded: boolean
  /** Stops the embedded cluster if this process started it. */
  stop: () => Promise<void>
}

type Options = {
  /** Use this database on the server instead of the configured one (tests use throw-away ones). */
  database?: string
  /** Drop and re-create that database first. Only ever used with `database`. */
  fresh?: boolean
}

/**
 * Points DATABASE_URL at a reachable Postgres: the one the environment names, or the project's
 * embedded one under `.data/`. Also settles PAYLOAD_SECRET so child processes share it.
 */
export async function prepareDatabase({
  database,
  fresh = false,
}: Options = {}): Promise<PreparedDatabase> {
  const configured = process.env.DATABASE_URL?.trim()
  let url: string
  let embedded = false
  let stop = async () => {}

  if (configured) {
    url = database ? withDatabaseName(configured, database) : configured
    if (database) await ensureDatabase(url, { fresh })
  } else {
    const cluster = await startEmbeddedCluster()
    url = clusterUrl(cluster, database ?? DEFAULT_DATABASE)
    await ensureDatabase(url, { fresh: Boolean(database) && fresh })
    embedded = true
    stop = cluster.stop
    process.env.SAHNE_EMBEDDED_DB = '1'
  }

  process.env.DATABASE_URL = url
  process.env.PAYLOAD_SECRET = resolvePayloadSecret()
  return { url, embedded, stop }
}
