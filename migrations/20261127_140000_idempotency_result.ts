import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A keyed write's transaction stores what it returned on its key, in that same transaction
// (`result`), so a key that committed can always be answered, even when its instance died before
// the answer was stored (see src/server/platform/idempotency). `reanswered_at`: when a repeat took
// on answering such a key from `result`, so that of several repeats one does it.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "result" jsonb;
  ALTER TABLE "idempotency_keys" ADD COLUMN IF NOT EXISTS "reanswered_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "idempotency_keys" DROP COLUMN IF EXISTS "reanswered_at";
  ALTER TABLE "idempotency_keys" DROP COLUMN IF EXISTS "result";`)
}
