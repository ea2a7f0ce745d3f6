import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Indexes for public reads at 100k posts (numbers in README "Benchmark"):
 * - a pg_trgm GIN index on the folded search text serves search's `LIKE '%word%'` (chosen over
 *   full-text search with turkish/english configurations: as fast here, and it keeps matching
 *   parts of words as search always has);
 * - the list and category pages filter on status (and category) and sort newest first.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS "posts_locales_search_text_trgm_idx" ON "posts_locales" USING gin ("search_text" gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS "posts_status_published_at_idx" ON "posts" USING btree ("_status", "published_at" DESC, "id" DESC);
  CREATE INDEX IF NOT EXISTS "posts_category_status_published_at_idx" ON "posts" USING btree ("category", "_status", "published_at" DESC, "id" DESC);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "posts_category_status_published_at_idx";
  DROP INDEX IF EXISTS "posts_status_published_at_idx";
  DROP INDEX IF EXISTS "posts_locales_search_text_trgm_idx";`)
}
