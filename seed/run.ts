/** `npm run seed`: seeds the configured (or embedded) database; safe to run again. */
import { migrateDatabase } from '../scripts/db/migrateDatabase'
import { prepareDatabase } from '../scripts/db/prepareDatabase'
import { closePayload } from '../src/server/payload/closePayload'
import { loadPayload } from '../src/server/payload/loadPayload'
import { seed } from '.'

async function main() {
  const db = await prepareDatabase()
  const payload = await loadPayload()
  try {
    await migrateDatabase(payload)
    await seed(payload)
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
