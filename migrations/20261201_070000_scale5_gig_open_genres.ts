import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The open gigs by genre, one row for each open gig and each of its genre keys, with what the gig
// list filters and sorts on (the city, the date, the fee) and the id its page returns: a genre,
// with or without a city, and a range of days is then one range of one btree index, read from the
// index alone (gigPage). Before it the city's upcoming open gigs were walked in the open gigs'
// index and each one's genres checked: at 100 times the demo data the total of Izmir's jazz read
// 5,564 entries to count 356, and that walk grows with the city's market, not with the genre.
// A row trigger on `gigs` keeps it in step: on an insert, and on an update that changes a column
// it holds (the genres' own triggers write `genre_keys` on the gig row, so a change of genres
// reaches it too), the gig's rows are written again; a deleted gig's go with it (the foreign key).
// The gig's id ends each index's key: gigs of the same day and creation (as bulk-loaded ones are)
// come in the order of their ids, the order the gigs' own index gives them when written in order.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "gig_open_genres" (
    "genre" text NOT NULL,
    "city" "public"."enum_gigs_city" NOT NULL,
    "date" timestamp(3) with time zone NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL,
    "gig_id" integer NOT NULL REFERENCES "public"."gigs"("id") ON DELETE CASCADE,
    "fee_type" "public"."enum_gigs_fee_type",
    "fee_amount" numeric,
    "fee_max" numeric,
    PRIMARY KEY ("gig_id", "genre"));

  CREATE OR REPLACE FUNCTION "public"."gig_open_genres_sync"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        DELETE FROM "gig_open_genres" WHERE "gig_id" = NEW."id";
      END IF;
      IF NEW."status" = 'open' THEN
        INSERT INTO "gig_open_genres" ("genre", "city", "date", "created_at", "gig_id",
                                       "fee_type", "fee_amount", "fee_max")
        SELECT DISTINCT k, NEW."city", NEW."date", NEW."created_at", NEW."id",
               NEW."fee_type", NEW."fee_amount", NEW."fee_max"
        FROM unnest(NEW."genre_keys") AS k;
      END IF;
      RETURN NULL;
    END $$;
  DROP TRIGGER IF EXISTS "gigs_open_genres_insert" ON "gigs";
  CREATE TRIGGER "gigs_open_genres_insert" AFTER INSERT ON "gigs"
    FOR EACH ROW WHEN (NEW."status" = 'open' AND cardinality(NEW."genre_keys") > 0)
    EXECUTE FUNCTION "public"."gig_open_genres_sync"();
  DROP TRIGGER IF EXISTS "gigs_open_genres_update" ON "gigs";
  CREATE TRIGGER "gigs_open_genres_update" AFTER UPDATE ON "gigs"
    FOR EACH ROW WHEN ((OLD."status", OLD."city", OLD."date", OLD."created_at", OLD."genre_keys",
                        OLD."fee_type", OLD."fee_amount", OLD."fee_max")
                       IS DISTINCT FROM
                       (NEW."status", NEW."city", NEW."date", NEW."created_at", NEW."genre_keys",
                        NEW."fee_type", NEW."fee_amount", NEW."fee_max"))
    EXECUTE FUNCTION "public"."gig_open_genres_sync"();

  DELETE FROM "gig_open_genres";
  INSERT INTO "gig_open_genres" ("genre", "city", "date", "created_at", "gig_id",
                                 "fee_type", "fee_amount", "fee_max")
  SELECT DISTINCT k, g."city", g."date", g."created_at", g."id", g."fee_type", g."fee_amount", g."fee_max"
  FROM "gigs" g CROSS JOIN unnest(g."genre_keys") AS k
  WHERE g."status" = 'open';

  CREATE INDEX IF NOT EXISTS "gig_open_genres_city_date_idx" ON "gig_open_genres"
    ("genre", "city", "date", "created_at" DESC, "gig_id") INCLUDE ("fee_type", "fee_amount", "fee_max");
  CREATE INDEX IF NOT EXISTS "gig_open_genres_date_idx" ON "gig_open_genres"
    ("genre", "date", "created_at" DESC, "gig_id") INCLUDE ("fee_type", "fee_amount", "fee_max");
  ANALYZE "gig_open_genres";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "gigs_open_genres_update" ON "gigs";
  DROP TRIGGER IF EXISTS "gigs_open_genres_insert" ON "gigs";
  DROP FUNCTION IF EXISTS "public"."gig_open_genres_sync"();
  DROP TABLE IF EXISTS "gig_open_genres";`)
}
