import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Reads that a market 100 times the demo size showed scanning whole tables or too many rows
// (`npm run bench -- --scale`, docs/benchmarks.md):
// - a genre filter on the gig list or the artist directory: Payload joins the genres rows and
//   counts the matches by `value`, which no index led with (a sequential scan of every gig's or
//   artist's genres for the total);
// - the gig list's total of upcoming open gigs: `status` then `date` answers it from the index
//   alone, where the date index fetched every upcoming gig to check its status.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE INDEX IF NOT EXISTS "gigs_genres_value_parent_idx" ON "gigs_genres" ("value", "parent_id");
  CREATE INDEX IF NOT EXISTS "artists_genres_value_parent_idx" ON "artists_genres" ("value", "parent_id");
  CREATE INDEX IF NOT EXISTS "gigs_status_date_idx" ON "gigs" ("status", "date");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "gigs_status_date_idx";
  DROP INDEX IF EXISTS "artists_genres_value_parent_idx";
  DROP INDEX IF EXISTS "gigs_genres_value_parent_idx";`)
}
