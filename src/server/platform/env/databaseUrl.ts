import 'server-only'

// Payload commands that read the config without ever connecting to a database.
const OFFLINE_COMMANDS = ['generate:types', 'generate:importmap', 'generate:db-schema']

/**
 * DATABASE_URL, set either by the environment or by the project's launcher (`npm run dev|start`),
 * which starts the embedded Postgres when none is configured.
 */
export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL?.trim()
  if (url) return url
  if (process.argv.some((arg) => OFFLINE_COMMANDS.includes(arg)))
    return 'postgres://offline@127.0.0.1:1/offline'
  throw new Error(
    'DATABASE_URL is not set. Run the app through `npm run dev` or `npm start` (they start the embedded Postgres), or set DATABASE_URL.',
  )
}

/** The same server as `url`, with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${encodeURIComponent(database)}`
  return parsed.toString()
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres'
}

/** The URL of a database on the embedded cluster the launcher started. */
export function clusterUrl(
  opts: { host: string; port: number; user: string; password: string },
  database: string,
) {
  const user = encodeURIComponent(opts.user)
  const password = encodeURIComponent(opts.password)
  return `postgres://${user}:${password}@${opts.host}:${opts.port}/${encodeURIComponent(database)}`
}
