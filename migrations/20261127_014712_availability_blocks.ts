import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_availability_blocks_source" AS ENUM('manual', 'ical');
  CREATE TABLE "availability_blocks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"from_day" varchar NOT NULL,
  	"to_day" varchar NOT NULL,
  	"note" varchar,
  	"source" "enum_availability_blocks_source" DEFAULT 'manual' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "availability_blocks_id" integer;
  ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "availability_blocks" ADD CONSTRAINT "availability_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "availability_blocks_artist_idx" ON "availability_blocks" USING btree ("artist_id");
  CREATE INDEX "availability_blocks_user_idx" ON "availability_blocks" USING btree ("user_id");
  CREATE INDEX "availability_blocks_source_idx" ON "availability_blocks" USING btree ("source");
  CREATE INDEX "availability_blocks_updated_at_idx" ON "availability_blocks" USING btree ("updated_at");
  CREATE INDEX "availability_blocks_created_at_idx" ON "availability_blocks" USING btree ("created_at");
  CREATE INDEX "artist_fromDay_toDay_idx" ON "availability_blocks" USING btree ("artist_id","from_day","to_day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_availability_blocks_fk" FOREIGN KEY ("availability_blocks_id") REFERENCES "public"."availability_blocks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_availability_blocks_id_idx" ON "payload_locked_documents_rels" USING btree ("availability_blocks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "availability_blocks" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "availability_blocks" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_availability_blocks_fk";
  
  DROP INDEX "payload_locked_documents_rels_availability_blocks_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "availability_blocks_id";
  DROP TYPE "public"."enum_availability_blocks_source";`)
}
