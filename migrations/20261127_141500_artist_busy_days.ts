import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// `artist_busy_days`: one row per artist and Istanbul day on which the artist is busy (a block
// covers the day, or a confirmed or completed booking's gig falls on it), carrying the artist's
// `is_public` and `city`. It is derived data, kept by the triggers below in the transaction that
// changes its sources, and it exists so the directory's "free on a day" filter counts the busy
// artists of one day (and city) from one index range instead of joining that day's blocks
// against every artist (see freeArtistIds). The rules of "busy" are the ones the market applies
// one artist at a time (src/server/market/availability/busyWhere.ts); a test compares the table
// with a rebuild from its sources after every kind of change, concurrent ones included.
//
// `refresh_artist_busy_days(artist, from, to)` rebuilds one artist's rows over a range of days
// from the sources. It first locks the artist's row (FOR NO KEY UPDATE: the app's saves, imports
// and accepts take it FOR UPDATE, an update of the artist holds it already, and foreign-key
// checks are not held up), so two transactions changing one artist's days rebuild them one after
// the other, and each of its statements takes a fresh snapshot, so the second one reads what the
// first committed. It is the artist row lock the app already takes, not a lock of its own: a
// second lock taken in another order (a cancellation holds a booking, then the artist) would
// deadlock against a save holding the artist row. `rebuild_artist_busy_days()` rebuilds the whole table in one statement, for
// this migration and for bulk loads that run with triggers off (the availability bench).
//
// The GiST index on block ranges served only the directory's old query and is dropped.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "artist_busy_days" (
    "day" date NOT NULL,
    "artist_id" integer NOT NULL REFERENCES "artists"("id") ON DELETE CASCADE,
    "is_public" boolean NOT NULL,
    "city" "enum_artists_city",
    PRIMARY KEY ("day", "artist_id")
  );
  CREATE INDEX IF NOT EXISTS "artist_busy_days_listing_idx"
    ON "artist_busy_days" ("day", "is_public", "city", "artist_id");
  CREATE INDEX IF NOT EXISTS "artist_busy_days_artist_idx"
    ON "artist_busy_days" ("artist_id", "day");

  CREATE OR REPLACE FUNCTION "public"."istanbul_day"(at timestamptz) RETURNS date
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (at AT TIME ZONE INTERVAL '+03:00')::date;

  CREATE OR REPLACE FUNCTION "public"."refresh_artist_busy_days"(p_artist integer, p_from date, p_to date)
    RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    IF p_artist IS NULL OR p_from IS NULL OR p_to IS NULL THEN RETURN; END IF;
    PERFORM 1 FROM "artists" WHERE "id" = p_artist FOR NO KEY UPDATE;
    DELETE FROM "artist_busy_days" WHERE "artist_id" = p_artist AND "day" BETWEEN p_from AND p_to;
    INSERT INTO "artist_busy_days" ("day", "artist_id", "is_public", "city")
    SELECT busy.day, a."id", coalesce(a."is_public", false), a."city"
    FROM "artists" a, LATERAL (
      SELECT generate_series(greatest(calendar_day(b."from_day"), p_from),
                             least(calendar_day(b."to_day"), p_to), interval '1 day')::date AS day
      FROM "availability_blocks" b
      WHERE b."artist_id" = p_artist
        AND calendar_day(b."from_day") <= p_to AND calendar_day(b."to_day") >= p_from
      UNION
      SELECT istanbul_day(g."date")
      FROM "bookings" k JOIN "gigs" g ON g."id" = k."gig_id"
      WHERE k."artist_id" = p_artist AND k."state" IN ('confirmed', 'completed')
        AND istanbul_day(g."date") BETWEEN p_from AND p_to
    ) busy
    WHERE a."id" = p_artist;
  END $$;

  CREATE OR REPLACE FUNCTION "public"."rebuild_artist_busy_days"() RETURNS void
    LANGUAGE sql AS $$
    DELETE FROM "artist_busy_days";
    INSERT INTO "artist_busy_days" ("day", "artist_id", "is_public", "city")
    SELECT busy.day, a."id", coalesce(a."is_public", false), a."city"
    FROM (
      SELECT b."artist_id",
             generate_series(calendar_day(b."from_day"), calendar_day(b."to_day"), interval '1 day')::date AS day
      FROM "availability_blocks" b WHERE b."artist_id" IS NOT NULL
      UNION
      SELECT k."artist_id", istanbul_day(g."date")
      FROM "bookings" k JOIN "gigs" g ON g."id" = k."gig_id"
      WHERE k."state" IN ('confirmed', 'completed')
    ) busy JOIN "artists" a ON a."id" = busy."artist_id";
  $$;

  CREATE OR REPLACE FUNCTION "public"."busy_days_from_blocks"() RETURNS trigger
    LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      PERFORM refresh_artist_busy_days(OLD."artist_id", calendar_day(OLD."from_day"), calendar_day(OLD."to_day"));
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      PERFORM refresh_artist_busy_days(NEW."artist_id", calendar_day(NEW."from_day"), calendar_day(NEW."to_day"));
    END IF;
    RETURN NULL;
  END $$;

  -- A gig that has bookings cannot be deleted (bookings.gig_id is NOT NULL), so a booking's gig
  -- is always there to give its day.
  CREATE OR REPLACE FUNCTION "public"."busy_days_from_bookings"() RETURNS trigger
    LANGUAGE plpgsql AS $$
  DECLARE day date;
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
      SELECT istanbul_day(g."date") INTO day FROM "gigs" g WHERE g."id" = OLD."gig_id";
      PERFORM refresh_artist_busy_days(OLD."artist_id", day, day);
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
      SELECT istanbul_day(g."date") INTO day FROM "gigs" g WHERE g."id" = NEW."gig_id";
      PERFORM refresh_artist_busy_days(NEW."artist_id", day, day);
    END IF;
    RETURN NULL;
  END $$;

  CREATE OR REPLACE FUNCTION "public"."busy_days_from_gigs"() RETURNS trigger
    LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM refresh_artist_busy_days(k."artist_id", istanbul_day(OLD."date"), istanbul_day(OLD."date")),
            refresh_artist_busy_days(k."artist_id", istanbul_day(NEW."date"), istanbul_day(NEW."date"))
    FROM (SELECT DISTINCT "artist_id" FROM "bookings" WHERE "gig_id" = NEW."id" ORDER BY 1) k;
    RETURN NULL;
  END $$;

  -- The update of the artist holds its row, the lock every refresh of its days takes.
  CREATE OR REPLACE FUNCTION "public"."busy_days_from_artists"() RETURNS trigger
    LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE "artist_busy_days" SET "is_public" = coalesce(NEW."is_public", false), "city" = NEW."city"
    WHERE "artist_id" = NEW."id";
    RETURN NULL;
  END $$;

  DROP TRIGGER IF EXISTS "availability_blocks_busy_days_write" ON "availability_blocks";
  DROP TRIGGER IF EXISTS "availability_blocks_busy_days_update" ON "availability_blocks";
  DROP TRIGGER IF EXISTS "bookings_busy_days_write" ON "bookings";
  DROP TRIGGER IF EXISTS "bookings_busy_days_update" ON "bookings";
  DROP TRIGGER IF EXISTS "gigs_busy_days_update" ON "gigs";
  DROP TRIGGER IF EXISTS "artists_busy_days_update" ON "artists";
  CREATE TRIGGER "availability_blocks_busy_days_write" AFTER INSERT OR DELETE ON "availability_blocks"
    FOR EACH ROW EXECUTE FUNCTION busy_days_from_blocks();
  CREATE TRIGGER "availability_blocks_busy_days_update" AFTER UPDATE ON "availability_blocks"
    FOR EACH ROW WHEN (OLD."artist_id" IS DISTINCT FROM NEW."artist_id"
                       OR OLD."from_day" IS DISTINCT FROM NEW."from_day"
                       OR OLD."to_day" IS DISTINCT FROM NEW."to_day")
    EXECUTE FUNCTION busy_days_from_blocks();
  CREATE TRIGGER "bookings_busy_days_write" AFTER INSERT OR DELETE ON "bookings"
    FOR EACH ROW EXECUTE FUNCTION busy_days_from_bookings();
  CREATE TRIGGER "bookings_busy_days_update" AFTER UPDATE ON "bookings"
    FOR EACH ROW WHEN (OLD."state" IS DISTINCT FROM NEW."state"
                       OR OLD."artist_id" IS DISTINCT FROM NEW."artist_id"
                       OR OLD."gig_id" IS DISTINCT FROM NEW."gig_id")
    EXECUTE FUNCTION busy_days_from_bookings();
  CREATE TRIGGER "gigs_busy_days_update" AFTER UPDATE ON "gigs"
    FOR EACH ROW WHEN (istanbul_day(OLD."date") IS DISTINCT FROM istanbul_day(NEW."date"))
    EXECUTE FUNCTION busy_days_from_gigs();
  CREATE TRIGGER "artists_busy_days_update" AFTER UPDATE ON "artists"
    FOR EACH ROW WHEN (OLD."is_public" IS DISTINCT FROM NEW."is_public"
                       OR OLD."city" IS DISTINCT FROM NEW."city")
    EXECUTE FUNCTION busy_days_from_artists();

  SELECT rebuild_artist_busy_days();
  ANALYZE "artist_busy_days";

  DROP INDEX IF EXISTS "availability_blocks_days_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "artists_busy_days_update" ON "artists";
  DROP TRIGGER IF EXISTS "gigs_busy_days_update" ON "gigs";
  DROP TRIGGER IF EXISTS "bookings_busy_days_update" ON "bookings";
  DROP TRIGGER IF EXISTS "bookings_busy_days_write" ON "bookings";
  DROP TRIGGER IF EXISTS "availability_blocks_busy_days_update" ON "availability_blocks";
  DROP TRIGGER IF EXISTS "availability_blocks_busy_days_write" ON "availability_blocks";
  DROP FUNCTION IF EXISTS "public"."busy_days_from_artists"();
  DROP FUNCTION IF EXISTS "public"."busy_days_from_gigs"();
  DROP FUNCTION IF EXISTS "public"."busy_days_from_bookings"();
  DROP FUNCTION IF EXISTS "public"."busy_days_from_blocks"();
  DROP FUNCTION IF EXISTS "public"."rebuild_artist_busy_days"();
  DROP FUNCTION IF EXISTS "public"."refresh_artist_busy_days"(integer, date, date);
  DROP FUNCTION IF EXISTS "public"."istanbul_day"(timestamptz);
  DROP TABLE IF EXISTS "artist_busy_days";
  CREATE INDEX IF NOT EXISTS "availability_blocks_days_idx" ON "availability_blocks"
    USING gist (daterange("public"."calendar_day"("from_day"), "public"."calendar_day"("to_day"), '[]'))
    INCLUDE ("artist_id", "from_day", "to_day");`)
}
