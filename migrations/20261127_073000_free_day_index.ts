import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The directory's "free on a day" filter, answered from indexes (see freeArtistIds):
// - blocks covering a day come from a GiST index on the block's day range. The days are stored
//   as 'YYYY-MM-DD' text and a text-to-date cast is not immutable (it reads DateStyle), so the
//   range is built by `calendar_day`, which reads the fixed format with immutable functions only.
//   The index also carries the artist and both days, so "who is busy that day" is read from the
//   index alone (Postgres plans an index-only scan on an expression index only when every column
//   the query names is in the index);
// - a page of the directory's order walks a partial index of public artists in that order
//   instead of sorting them all.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE OR REPLACE FUNCTION "public"."calendar_day"(day varchar) RETURNS date
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN make_date(substr(day, 1, 4)::int, substr(day, 6, 2)::int, substr(day, 9, 2)::int);
  CREATE INDEX IF NOT EXISTS "availability_blocks_days_idx" ON "availability_blocks"
    USING gist (daterange("public"."calendar_day"("from_day"), "public"."calendar_day"("to_day"), '[]'))
    INCLUDE ("artist_id", "from_day", "to_day");
  CREATE INDEX IF NOT EXISTS "artists_directory_order_idx" ON "artists"
    ("follower_count" DESC NULLS LAST, "search_name", "id") WHERE "is_public";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "artists_directory_order_idx";
  DROP INDEX IF EXISTS "availability_blocks_days_idx";
  DROP FUNCTION IF EXISTS "public"."calendar_day"(varchar);`)
}
