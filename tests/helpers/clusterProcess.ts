/**
 * A process of the project on the embedded Postgres, for the signal tests: it starts the cluster
 * under SAHNE_DATA_DIR, prints `READY <pid> <port>` and runs until a signal ends it. With `own`
 * it handles the signals as the stack does: SIGHUP is work to do (the stack rolls its instances),
 * SIGINT and SIGTERM stop it after its own work, which still needs the database (the stack drains
 * its instances), and only then the cluster. Without `own` it leaves the signals to Node.
 */
import { createRequire } from 'node:module'

import { startEmbeddedCluster } from '../../scripts/db/embeddedCluster'

type Client = {
  connect: () => Promise<void>
  query: (sql: string) => Promise<{ rows: Array<Record<string, unknown>> }>
  end: () => Promise<void>
}
const pg = createRequire(import.meta.url)('pg') as {
  Client: new (options: Record<string, unknown>) => Client
}

const cluster = await startEmbeddedCluster()
const ask = async () => {
  const client = new pg.Client({ ...cluster, database: 'postgres' })
  await client.connect()
  const { rows } = await client.query('select 1 as one')
  await client.end()
  return rows[0].one === 1
}

if (process.argv.includes('own')) {
  process.on('SIGHUP', () => console.log('HUP handled'))
  const stop = async () => {
    // Work that outlasts the signal: the database must still answer.
    await new Promise((resolve) => setTimeout(resolve, 500))
    console.log(`ANSWERED AFTER THE SIGNAL ${await ask().catch(() => false)}`)
    await cluster.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}
await ask()
console.log(`READY ${process.pid} ${cluster.port}`)
setInterval(() => {}, 1000)
