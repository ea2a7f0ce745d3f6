/** The same server as `url`, with another database name. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${encodeURIComponent(database)}`
  return parsed.toString()
}

export function databaseNameOf(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, '')) || 'postgres'
}

export function clusterUrl(
  opts: { host: string; port: number; user: string; password: string },
  database: string,
) {
  const user = encodeURIComponent(opts.user)
  const password = encodeURIComponent(opts.password)
  return `postgres://${user}:${password}@${opts.host}:${opts.port}/${encodeURIComponent(database)}`
}
