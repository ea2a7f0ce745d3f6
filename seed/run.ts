/**
 * `npm run seed`: seeds the configured (or embedded) database; safe to run again.
 * `npm run seed -- --posts N` (or SEED_POSTS=N) also tops it up to N bulk posts (scaling figures).
 */
import { migrateDatabase } from '../scripts/db/migrateDatabase'
import { prepareDatabase } from '../scripts/db/prepareDatabase'
import { closePayload } from '../src/server/platform'
import { loadPayload } from '../src/server/platform'
import { seed } from '.'
import { seedBulkPosts } from './bulkPosts'
import { seedUsers, upsertUser } from './users'

function bulkPostCount(): number {
  const flag = process.argv.indexOf('--posts')
  const raw = flag >= 0 ? process.argv[flag + 1] : process.env.SEED_POSTS
  const count = Number(raw ?? 0)
  if (!Number.isInteger(count) || count < 0) throw new Error(`--posts wants a count, not ${raw}`)
  return count
}

async function main() {
  const bulk = bulkPostCount()
  const db = await prepareDatabase()
  const payload = await loadPayload()
  try {
    await migrateDatabase(payload)
    await seed(payload)
    if (bulk > 0) {
      const admin = await upsertUser(payload, seedUsers()[0])
      await seedBulkPosts(payload, bulk, admin.id)
    }
  } finally {
    await closePayload(payload)
    await db.stop()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
