import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_artists_media_provider" AS ENUM('youtube', 'spotify', 'soundcloud');
  CREATE TYPE "public"."enum_reviews_direction" AS ENUM('artistToVenue', 'venueToArtist');
  CREATE TABLE "artists_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL,
  	"provider" "enum_artists_media_provider" NOT NULL
  );
  
  CREATE TABLE "artists_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer NOT NULL
  );
  
  CREATE TABLE "artists_rider_inputs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"channel" numeric NOT NULL,
  	"source" varchar NOT NULL,
  	"note" varchar
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"direction" "enum_reviews_direction" NOT NULL,
  	"author_id" integer NOT NULL,
  	"artist_id" integer,
  	"venue_id" integer,
  	"paid_as_agreed" boolean,
  	"sound" numeric,
  	"hospitality" numeric,
  	"promotion" numeric,
  	"punctuality" numeric,
  	"performance" numeric,
  	"professionalism" numeric,
  	"text" varchar NOT NULL,
  	"reply" varchar,
  	"replied_at" timestamp(3) with time zone,
  	"reveal_at" timestamp(3) with time zone NOT NULL,
  	"revealed" boolean DEFAULT false,
  	"hidden" boolean DEFAULT false,
  	"report_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  ALTER TABLE "artists" ADD COLUMN "set_length_minutes" numeric;
  ALTER TABLE "artists" ADD COLUMN "fee_range_min" numeric;
  ALTER TABLE "artists" ADD COLUMN "fee_range_max" numeric;
  ALTER TABLE "artists" ADD COLUMN "rider_stage_plot_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "artists_media" ADD CONSTRAINT "artists_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_gallery" ADD CONSTRAINT "artists_gallery_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_gallery" ADD CONSTRAINT "artists_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_rider_inputs" ADD CONSTRAINT "artists_rider_inputs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews_rels" ADD CONSTRAINT "reviews_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artists_media_order_idx" ON "artists_media" USING btree ("_order");
  CREATE INDEX "artists_media_parent_id_idx" ON "artists_media" USING btree ("_parent_id");
  CREATE INDEX "artists_gallery_order_idx" ON "artists_gallery" USING btree ("_order");
  CREATE INDEX "artists_gallery_parent_id_idx" ON "artists_gallery" USING btree ("_parent_id");
  CREATE INDEX "artists_gallery_photo_idx" ON "artists_gallery" USING btree ("photo_id");
  CREATE INDEX "artists_rider_inputs_order_idx" ON "artists_rider_inputs" USING btree ("_order");
  CREATE INDEX "artists_rider_inputs_parent_id_idx" ON "artists_rider_inputs" USING btree ("_parent_id");
  CREATE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");
  CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");
  CREATE INDEX "reviews_artist_idx" ON "reviews" USING btree ("artist_id");
  CREATE INDEX "reviews_venue_idx" ON "reviews" USING btree ("venue_id");
  CREATE INDEX "reviews_reveal_at_idx" ON "reviews" USING btree ("reveal_at");
  CREATE INDEX "reviews_revealed_idx" ON "reviews" USING btree ("revealed");
  CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("hidden");
  CREATE INDEX "reviews_report_count_idx" ON "reviews" USING btree ("report_count");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "booking_direction_idx" ON "reviews" USING btree ("booking_id","direction");
  CREATE INDEX "reviews_rels_order_idx" ON "reviews_rels" USING btree ("order");
  CREATE INDEX "reviews_rels_parent_idx" ON "reviews_rels" USING btree ("parent_id");
  CREATE INDEX "reviews_rels_path_idx" ON "reviews_rels" USING btree ("path");
  CREATE INDEX "reviews_rels_users_id_idx" ON "reviews_rels" USING btree ("users_id");
  ALTER TABLE "artists" ADD CONSTRAINT "artists_rider_stage_plot_id_photos_id_fk" FOREIGN KEY ("rider_stage_plot_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "artists_rider_rider_stage_plot_idx" ON "artists" USING btree ("rider_stage_plot_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "artists_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_rider_inputs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reviews_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "artists_media" CASCADE;
  DROP TABLE "artists_gallery" CASCADE;
  DROP TABLE "artists_rider_inputs" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_rels" CASCADE;
  ALTER TABLE "artists" DROP CONSTRAINT "artists_rider_stage_plot_id_photos_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  DROP INDEX "artists_rider_rider_stage_plot_idx";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  ALTER TABLE "artists" DROP COLUMN "set_length_minutes";
  ALTER TABLE "artists" DROP COLUMN "fee_range_min";
  ALTER TABLE "artists" DROP COLUMN "fee_range_max";
  ALTER TABLE "artists" DROP COLUMN "rider_stage_plot_id";
  ALTER TABLE "bookings" DROP COLUMN "completed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  DROP TYPE "public"."enum_artists_media_provider";
  DROP TYPE "public"."enum_reviews_direction";`)
}
