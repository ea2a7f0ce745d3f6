import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each ticket's code nonce: the random part its signed code is made over (a new one ends the old
 * code). Tickets already issued get one here from `gen_random_uuid()` (122 random bits from the
 * server's strong source); new ones get theirs from the collection's create hook.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" ADD COLUMN "code_nonce" varchar;
   UPDATE "tickets" SET "code_nonce" = replace(gen_random_uuid()::text, '-', '') WHERE "code_nonce" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" DROP COLUMN "code_nonce";`)
}
