/**
 * The app's launcher: `tsx scripts/with-db.ts [--no-seed] [--] [command ...]`.
 *
 * Finds a database (DATABASE_URL, or the embedded Postgres under .data/), applies the committed
 * migrations, seeds an empty database (demo data in development, only the first admin in
 * production), then runs the command with DATABASE_URL and
 * PAYLOAD_SECRET set, and stops the embedded Postgres when the command ends.
 */
import { spawn } from 'node:child_process'

import { migrateDatabase } from './db/migrateDatabase'
import { paymentModeMismatch } from './iyzicoStandin/buildPaymentMode'
import { standInUnlessKeys } from './iyzicoStandin/standInUnlessKeys'
import { prepareDatabase } from './db/prepareDatabase'
import { serverEnv } from './serverEnv'
import { closePayload } from '../src/server/platform'
import { loadPayload } from '../src/server/platform'
import { isDatabaseEmpty, isProduction, seed } from '../seed'

async function main() {
  const args = process.argv.slice(2)
  const noSeed = args.includes('--no-seed')
  const command = args.filter((arg) => arg !== '--no-seed' && arg !== '--')

  const db = await prepareDatabase()
  const payload = await loadPayload()
  await migrateDatabase(payload)
  // Development seeds an empty embedded database with demo data; production (NODE_ENV, set by
  // `npm start`) only ever creates the first admin that SEED_ADMIN_EMAIL/PASSWORD name.
  if ((db.embedded || isProduction()) && !noSeed && (await isDatabaseEmpty(payload))) {
    payload.logger.info(
      isProduction()
        ? 'Empty database in production: no demo data; creating the first admin if one is named.'
        : 'Empty embedded database: seeding it (npm run seed does the same any time).',
    )
    await seed(payload)
  }
  await closePayload(payload)

  if (command.length === 0) {
    await db.stop()
    process.exit(0)
  }

  // `next dev` pays through the local stand-in of iyzico's sandbox unless real keys are set.
  const stopStandIn =
    command[0] === 'next' && command[1] === 'dev' ? await standInUnlessKeys('dev') : null
  if (command[0] === 'next' && command[1] === 'start') {
    const mismatch = await paymentModeMismatch('start')
    if (mismatch) console.warn(mismatch)
  }
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: serverEnv(command),
  })
  // The command ends first, then the database: a hang-up too (the embedded cluster would
  // otherwise stop at once and leave the command running without its database).
  const forward = (signal: NodeJS.Signals) => child.kill(signal)
  process.on('SIGINT', forward)
  process.on('SIGTERM', forward)
  process.on('SIGHUP', forward)
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))),
  )
  await stopStandIn?.()
  await db.stop()
  process.exit(code)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
