/**
 * `npm run test:e2e`: a fresh, migrated and seeded database (`sahne_e2e`, or $E2E_DATABASE), one production build,
 * then Playwright against `next start` (see playwright.config.ts), then Postgres is stopped.
 * Pass `--skip-build` to reuse the last build.
 */
import { spawn } from 'node:child_process'

import { prepareDatabase } from './db/prepareDatabase'
import { standInUnlessKeys } from './iyzicoStandin/standInUnlessKeys'
// Password hashes at 1,000 rounds instead of Payload's 600,000 in the seed, the server under test
// and every process they start (it adds itself to NODE_OPTIONS), as in the integration suite: each
// account a test makes and each sign-in cost 0.12 s of CPU beside the browser.
import '../tests/helpers/testPasswordHash.cjs'

const run = (command: string, args: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

/** Runs a step and prints its time, as .ci/run prints its own steps'. */
async function timed(name: string, step: () => Promise<number>): Promise<number> {
  const started = Date.now()
  const code = await step()
  console.log(`[e2e] ${name}: ${Math.round((Date.now() - started) / 1000)} s`)
  return code
}

/**
 * The browser tests sign in and post from one address far more often than a person would, two
 * workers at once; the per-IP limits (tested in the integration suite) are raised unless the
 * caller set them. The ticket types' and the holds' (20 and 60 a minute) are among them: two files
 * that sell tickets side by side save types and hold tickets from the one address of the runner.
 */
function raiseRateLimits() {
  for (const action of [
    'LOGIN',
    'LOGIN_ACCOUNT',
    'REGISTER',
    'GOOGLE',
    'COMMENTS',
    'SUBSCRIBE',
    'CONTACT',
    'FORGOT',
    'RESET',
    'GIGS',
    'PROFILE',
    'PHOTO',
    'FOLLOW',
    'MESSAGES',
    'INVITATIONS',
    'REVIEWS',
    'GOING',
    'CITY_REQUESTS',
    'TICKET_TYPES',
    'TICKET_HOLDS',
    'CALENDAR',
  ]) {
    process.env[`RATE_LIMIT_${action}`] ??= '1000/60'
  }
}

async function main() {
  raiseRateLimits()
  // As in production: the site knows its public address (upload URLs, canonical links, mails).
  process.env.NEXT_PUBLIC_SERVER_URL ??= `http://localhost:${process.env.E2E_PORT || 3100}`
  const args = process.argv.slice(2)
  const skipBuild = args.includes('--skip-build')
  const playwrightArgs = args.filter((arg) => arg !== '--skip-build')

  const db = await prepareDatabase({
    database: process.env.E2E_DATABASE || 'sahne_e2e',
    fresh: true,
  })
  // The site under test pays through the local stand-in of iyzico's sandbox.
  const stopStandIn = await standInUnlessKeys('e2e')
  // The jobs queue runs every second instead of every 5 (src/server/app/jobs/jobsConfig.ts): the
  // tests that wait for a mail or a notice wait for the same job, sent by the same runner, sooner.
  process.env.JOBS_AUTORUN_SECONDS ??= '1'
  // The site under test runs as production, which seals calendar addresses only with a key.
  process.env.CALENDAR_ENCRYPTION_KEY ??= 'e2e-calendar-encryption-key'
  let code = await timed('seed', () => run('npx', ['tsx', 'seed/run.ts']))
  if (code === 0 && !skipBuild)
    code = await timed('next build', () => run('npx', ['next', 'build']))
  if (code === 0)
    code = await timed('playwright', () => run('npx', ['playwright', 'test', ...playwrightArgs]))
  await stopStandIn()
  await db.stop()
  process.exit(code)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
