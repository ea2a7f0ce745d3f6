import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Published posts per category, kept by a trigger in the same transaction as the change, so the
// blog list's total costs one small read at any number of posts instead of a count(*) over all
// of them (issue 9: list pages no slower at 100,000 posts than at 1,000). Row triggers do not
// see TRUNCATE; nothing in the app truncates posts.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "post_counts" (
    "category" varchar PRIMARY KEY,
    "published" integer NOT NULL DEFAULT 0
  );
  CREATE OR REPLACE FUNCTION "post_counts_apply"() RETURNS trigger AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."_status" = 'published' THEN
      UPDATE "post_counts" SET "published" = "published" - 1
        WHERE "category" = coalesce(OLD."category"::text, '');
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."_status" = 'published' THEN
      INSERT INTO "post_counts" ("category", "published")
        VALUES (coalesce(NEW."category"::text, ''), 1)
        ON CONFLICT ("category") DO UPDATE SET "published" = "post_counts"."published" + 1;
    END IF;
    RETURN NULL;
  END $$ LANGUAGE plpgsql;
  DROP TRIGGER IF EXISTS "posts_count_published" ON "posts";
  CREATE TRIGGER "posts_count_published"
    AFTER INSERT OR DELETE OR UPDATE OF "_status", "category" ON "posts"
    FOR EACH ROW EXECUTE FUNCTION "post_counts_apply"();
  DELETE FROM "post_counts";
  INSERT INTO "post_counts" ("category", "published")
    SELECT coalesce("category"::text, ''), count(*) FROM "posts"
    WHERE "_status" = 'published' GROUP BY 1;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "posts_count_published" ON "posts";
  DROP FUNCTION IF EXISTS "post_counts_apply"();
  DROP TABLE IF EXISTS "post_counts";`)
}
