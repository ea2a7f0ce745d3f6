import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The directories' name search (directoryWhere: `search_name ILIKE '%word%'` for each folded
// word) from a trigram index, as the blog's search has one (20261123_050148_search_index): at
// 100 times the demo data it read all 50,000 artists for the page and again for the total. A
// word of three letters or more narrows through the index; a shorter one cannot (no trigram).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "artists_search_name_trgm_idx" ON "artists" USING gin ("search_name" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "venues_search_name_trgm_idx" ON "venues" USING gin ("search_name" gin_trgm_ops);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "venues_search_name_trgm_idx";
  DROP INDEX IF EXISTS "artists_search_name_trgm_idx";`)
}
