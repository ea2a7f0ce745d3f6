import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The genres of an artist and of a gig, also kept on their own row as `genre_keys` (Payload keeps
// a select with hasMany in its own table, `artists_genres` / `gigs_genres`), in one GIN index
// with the city (btree_gin for the city's enum): a city and a genre then meet inside that one
// index (see artistPage and gigPage), and a genre alone is read from it too.
// Each was a join of two broad sides: at 100 times the demo data Izmir's 7,500 public artists
// and the 6,700 jazz ones meet in one, and the directory's page walked all 7,500 to find it.
// Triggers on the genres table keep the array in step with every write Payload makes (it deletes
// a document's genre rows and inserts the new ones), statement by statement, whatever wrote them.
const OWNERS = ['artists', 'gigs'] as const

const keepInStep = (owner: (typeof OWNERS)[number]) => `
  ALTER TABLE "${owner}" ADD COLUMN IF NOT EXISTS "genre_keys" text[] NOT NULL DEFAULT '{}';
  UPDATE "${owner}" o SET "genre_keys" = x.keys
    FROM (SELECT "parent_id", array_agg("value"::text ORDER BY "order", "id") AS keys
          FROM "${owner}_genres" GROUP BY "parent_id") x
    WHERE x."parent_id" = o."id";
  CREATE OR REPLACE FUNCTION "public"."${owner}_genre_keys_sync"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        UPDATE "${owner}" o SET "genre_keys" = ARRAY(
            SELECT x."value"::text FROM "${owner}_genres" x WHERE x."parent_id" = o."id"
            ORDER BY x."order", x."id")
          WHERE o."id" IN (SELECT "parent_id" FROM new_rows);
      END IF;
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        UPDATE "${owner}" o SET "genre_keys" = ARRAY(
            SELECT x."value"::text FROM "${owner}_genres" x WHERE x."parent_id" = o."id"
            ORDER BY x."order", x."id")
          WHERE o."id" IN (SELECT "parent_id" FROM old_rows);
      END IF;
      RETURN NULL;
    END $$;
  DROP TRIGGER IF EXISTS "${owner}_genre_keys_insert" ON "${owner}_genres";
  CREATE TRIGGER "${owner}_genre_keys_insert" AFTER INSERT ON "${owner}_genres"
    REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "public"."${owner}_genre_keys_sync"();
  DROP TRIGGER IF EXISTS "${owner}_genre_keys_update" ON "${owner}_genres";
  CREATE TRIGGER "${owner}_genre_keys_update" AFTER UPDATE ON "${owner}_genres"
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "public"."${owner}_genre_keys_sync"();
  DROP TRIGGER IF EXISTS "${owner}_genre_keys_delete" ON "${owner}_genres";
  CREATE TRIGGER "${owner}_genre_keys_delete" AFTER DELETE ON "${owner}_genres"
    REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION "public"."${owner}_genre_keys_sync"();
  CREATE INDEX IF NOT EXISTS "${owner}_city_genre_keys_idx" ON "${owner}" USING gin ("city", "genre_keys");`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS btree_gin;`)
  for (const owner of OWNERS) await db.execute(sql.raw(keepInStep(owner)))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const owner of OWNERS)
    await db.execute(
      sql.raw(`
  DROP TRIGGER IF EXISTS "${owner}_genre_keys_insert" ON "${owner}_genres";
  DROP TRIGGER IF EXISTS "${owner}_genre_keys_update" ON "${owner}_genres";
  DROP TRIGGER IF EXISTS "${owner}_genre_keys_delete" ON "${owner}_genres";
  DROP FUNCTION IF EXISTS "public"."${owner}_genre_keys_sync"();
  DROP INDEX IF EXISTS "${owner}_city_genre_keys_idx";
  ALTER TABLE "${owner}" DROP COLUMN IF EXISTS "genre_keys";`),
    )
}
