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
