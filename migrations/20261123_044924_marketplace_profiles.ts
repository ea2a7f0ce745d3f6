import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_gigs_genres" AS ENUM('rock', 'pop', 'jazz', 'electronic', 'hip-hop', 'turkish-folk', 'classical', 'metal', 'blues', 'indie', 'acoustic', 'world', 'rnb-soul', 'latin', 'alternative');
  CREATE TYPE "public"."enum_gigs_city" AS ENUM('adana', 'adiyaman', 'afyonkarahisar', 'agri', 'aksaray', 'amasya', 'ankara', 'antalya', 'ardahan', 'artvin', 'aydin', 'balikesir', 'bartin', 'batman', 'bayburt', 'bilecik', 'bingol', 'bitlis', 'bolu', 'burdur', 'bursa', 'canakkale', 'cankiri', 'corum', 'denizli', 'diyarbakir', 'duzce', 'edirne', 'elazig', 'erzincan', 'erzurum', 'eskisehir', 'gaziantep', 'giresun', 'gumushane', 'hakkari', 'hatay', 'igdir', 'isparta', 'istanbul', 'izmir', 'kahramanmaras', 'karabuk', 'karaman', 'kars', 'kastamonu', 'kayseri', 'kilis', 'kirikkale', 'kirklareli', 'kirsehir', 'kocaeli', 'konya', 'kutahya', 'malatya', 'manisa', 'mardin', 'mersin', 'mugla', 'mus', 'nevsehir', 'nigde', 'ordu', 'osmaniye', 'rize', 'sakarya', 'samsun', 'sanliurfa', 'siirt', 'sinop', 'sirnak', 'sivas', 'tekirdag', 'tokat', 'trabzon', 'tunceli', 'usak', 'van', 'yalova', 'yozgat', 'zonguldak');
  CREATE TYPE "public"."enum_gigs_fee_type" AS ENUM('fixed', 'range', 'door');
  CREATE TYPE "public"."enum_gigs_status" AS ENUM('open', 'filled', 'cancelled');
  CREATE TYPE "public"."enum_artists_genres" AS ENUM('rock', 'pop', 'jazz', 'electronic', 'hip-hop', 'turkish-folk', 'classical', 'metal', 'blues', 'indie', 'acoustic', 'world', 'rnb-soul', 'latin', 'alternative');
  CREATE TYPE "public"."enum_artists_city" AS ENUM('adana', 'adiyaman', 'afyonkarahisar', 'agri', 'aksaray', 'amasya', 'ankara', 'antalya', 'ardahan', 'artvin', 'aydin', 'balikesir', 'bartin', 'batman', 'bayburt', 'bilecik', 'bingol', 'bitlis', 'bolu', 'burdur', 'bursa', 'canakkale', 'cankiri', 'corum', 'denizli', 'diyarbakir', 'duzce', 'edirne', 'elazig', 'erzincan', 'erzurum', 'eskisehir', 'gaziantep', 'giresun', 'gumushane', 'hakkari', 'hatay', 'igdir', 'isparta', 'istanbul', 'izmir', 'kahramanmaras', 'karabuk', 'karaman', 'kars', 'kastamonu', 'kayseri', 'kilis', 'kirikkale', 'kirklareli', 'kirsehir', 'kocaeli', 'konya', 'kutahya', 'malatya', 'manisa', 'mardin', 'mersin', 'mugla', 'mus', 'nevsehir', 'nigde', 'ordu', 'osmaniye', 'rize', 'sakarya', 'samsun', 'sanliurfa', 'siirt', 'sinop', 'sirnak', 'sivas', 'tekirdag', 'tokat', 'trabzon', 'tunceli', 'usak', 'van', 'yalova', 'yozgat', 'zonguldak');
  CREATE TYPE "public"."enum_artists_act_type" AS ENUM('solo', 'duo', 'band');
  CREATE TYPE "public"."enum_venues_genres" AS ENUM('rock', 'pop', 'jazz', 'electronic', 'hip-hop', 'turkish-folk', 'classical', 'metal', 'blues', 'indie', 'acoustic', 'world', 'rnb-soul', 'latin', 'alternative');
  CREATE TYPE "public"."enum_venues_city" AS ENUM('adana', 'adiyaman', 'afyonkarahisar', 'agri', 'aksaray', 'amasya', 'ankara', 'antalya', 'ardahan', 'artvin', 'aydin', 'balikesir', 'bartin', 'batman', 'bayburt', 'bilecik', 'bingol', 'bitlis', 'bolu', 'burdur', 'bursa', 'canakkale', 'cankiri', 'corum', 'denizli', 'diyarbakir', 'duzce', 'edirne', 'elazig', 'erzincan', 'erzurum', 'eskisehir', 'gaziantep', 'giresun', 'gumushane', 'hakkari', 'hatay', 'igdir', 'isparta', 'istanbul', 'izmir', 'kahramanmaras', 'karabuk', 'karaman', 'kars', 'kastamonu', 'kayseri', 'kilis', 'kirikkale', 'kirklareli', 'kirsehir', 'kocaeli', 'konya', 'kutahya', 'malatya', 'manisa', 'mardin', 'mersin', 'mugla', 'mus', 'nevsehir', 'nigde', 'ordu', 'osmaniye', 'rize', 'sakarya', 'samsun', 'sanliurfa', 'siirt', 'sinop', 'sirnak', 'sivas', 'tekirdag', 'tokat', 'trabzon', 'tunceli', 'usak', 'van', 'yalova', 'yozgat', 'zonguldak');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'fan' BEFORE 'admin';
  CREATE TABLE "gigs_genres" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_gigs_genres",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "artists_genres" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_artists_genres",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "artists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"city" "enum_artists_city",
  	"act_type" "enum_artists_act_type",
  	"photo_id" integer,
  	"links_website" varchar,
  	"links_instagram" varchar,
  	"links_youtube" varchar,
  	"links_spotify" varchar,
  	"links_soundcloud" varchar,
  	"follower_count" numeric DEFAULT 0,
  	"is_public" boolean DEFAULT false,
  	"search_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "artists_locales" (
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "venues_genres" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_venues_genres",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "venues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"city" "enum_venues_city",
  	"address" varchar,
  	"capacity" numeric,
  	"photo_id" integer,
  	"website" varchar,
  	"instagram" varchar,
  	"is_public" boolean DEFAULT false,
  	"search_name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "venues_locales" (
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "follows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"follower_id" integer NOT NULL,
  	"artist_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer,
  	"alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  -- Cities were free text ('İstanbul'); they become province keys ('istanbul'). A value that is
  -- not a province makes the cast below fail loudly rather than lose the gig's city.
  UPDATE "gigs" SET "city" = lower(translate("city", 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu'));
  ALTER TABLE "gigs" ALTER COLUMN "city" SET DATA TYPE "public"."enum_gigs_city" USING "city"::"public"."enum_gigs_city";
  ALTER TABLE "gigs" ADD COLUMN "venue_profile_id" integer;
  ALTER TABLE "gigs" ADD COLUMN "fee_type" "enum_gigs_fee_type";
  ALTER TABLE "gigs" ADD COLUMN "fee_amount" numeric;
  ALTER TABLE "gigs" ADD COLUMN "fee_min" numeric;
  ALTER TABLE "gigs" ADD COLUMN "fee_max" numeric;
  ALTER TABLE "gigs" ADD COLUMN "slots" numeric DEFAULT 1;
  ALTER TABLE "gigs" ADD COLUMN "deadline" timestamp(3) with time zone;
  ALTER TABLE "gigs" ADD COLUMN "status" "enum_gigs_status" DEFAULT 'open';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "artists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "venues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "follows_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "photos_id" integer;
  ALTER TABLE "gigs_genres" ADD CONSTRAINT "gigs_genres_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."gigs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists_genres" ADD CONSTRAINT "artists_genres_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "artists" ADD CONSTRAINT "artists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists" ADD CONSTRAINT "artists_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "artists_locales" ADD CONSTRAINT "artists_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues_genres" ADD CONSTRAINT "venues_genres_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues" ADD CONSTRAINT "venues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues" ADD CONSTRAINT "venues_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "venues_locales" ADD CONSTRAINT "venues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "follows" ADD CONSTRAINT "follows_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gigs_genres_order_idx" ON "gigs_genres" USING btree ("order");
  CREATE INDEX "gigs_genres_parent_idx" ON "gigs_genres" USING btree ("parent_id");
  CREATE INDEX "artists_genres_order_idx" ON "artists_genres" USING btree ("order");
  CREATE INDEX "artists_genres_parent_idx" ON "artists_genres" USING btree ("parent_id");
  CREATE UNIQUE INDEX "artists_user_idx" ON "artists" USING btree ("user_id");
  CREATE UNIQUE INDEX "artists_slug_idx" ON "artists" USING btree ("slug");
  CREATE INDEX "artists_city_idx" ON "artists" USING btree ("city");
  CREATE INDEX "artists_photo_idx" ON "artists" USING btree ("photo_id");
  CREATE INDEX "artists_follower_count_idx" ON "artists" USING btree ("follower_count");
  CREATE INDEX "artists_is_public_idx" ON "artists" USING btree ("is_public");
  CREATE INDEX "artists_search_name_idx" ON "artists" USING btree ("search_name");
  CREATE INDEX "artists_updated_at_idx" ON "artists" USING btree ("updated_at");
  CREATE INDEX "artists_created_at_idx" ON "artists" USING btree ("created_at");
  CREATE UNIQUE INDEX "artists_locales_locale_parent_id_unique" ON "artists_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "venues_genres_order_idx" ON "venues_genres" USING btree ("order");
  CREATE INDEX "venues_genres_parent_idx" ON "venues_genres" USING btree ("parent_id");
  CREATE UNIQUE INDEX "venues_user_idx" ON "venues" USING btree ("user_id");
  CREATE UNIQUE INDEX "venues_slug_idx" ON "venues" USING btree ("slug");
  CREATE INDEX "venues_city_idx" ON "venues" USING btree ("city");
  CREATE INDEX "venues_photo_idx" ON "venues" USING btree ("photo_id");
  CREATE INDEX "venues_is_public_idx" ON "venues" USING btree ("is_public");
  CREATE INDEX "venues_search_name_idx" ON "venues" USING btree ("search_name");
  CREATE INDEX "venues_updated_at_idx" ON "venues" USING btree ("updated_at");
  CREATE INDEX "venues_created_at_idx" ON "venues" USING btree ("created_at");
  CREATE UNIQUE INDEX "venues_locales_locale_parent_id_unique" ON "venues_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "follows_follower_idx" ON "follows" USING btree ("follower_id");
  CREATE INDEX "follows_artist_idx" ON "follows" USING btree ("artist_id");
  CREATE INDEX "follows_updated_at_idx" ON "follows" USING btree ("updated_at");
  CREATE INDEX "follows_created_at_idx" ON "follows" USING btree ("created_at");
  CREATE UNIQUE INDEX "follower_artist_idx" ON "follows" USING btree ("follower_id","artist_id");
  CREATE INDEX "photos_owner_idx" ON "photos" USING btree ("owner_id");
  CREATE INDEX "photos_updated_at_idx" ON "photos" USING btree ("updated_at");
  CREATE INDEX "photos_created_at_idx" ON "photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "photos_filename_idx" ON "photos" USING btree ("filename");
  ALTER TABLE "gigs" ADD CONSTRAINT "gigs_venue_profile_id_venues_id_fk" FOREIGN KEY ("venue_profile_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_artists_fk" FOREIGN KEY ("artists_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_follows_fk" FOREIGN KEY ("follows_id") REFERENCES "public"."follows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_photos_fk" FOREIGN KEY ("photos_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "gigs_city_idx" ON "gigs" USING btree ("city");
  CREATE INDEX "gigs_venue_profile_idx" ON "gigs" USING btree ("venue_profile_id");
  CREATE INDEX "gigs_status_idx" ON "gigs" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_artists_id_idx" ON "payload_locked_documents_rels" USING btree ("artists_id");
  CREATE INDEX "payload_locked_documents_rels_venues_id_idx" ON "payload_locked_documents_rels" USING btree ("venues_id");
  CREATE INDEX "payload_locked_documents_rels_follows_id_idx" ON "payload_locked_documents_rels" USING btree ("follows_id");
  CREATE INDEX "payload_locked_documents_rels_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gigs_genres" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_genres" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "artists_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "venues_genres" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "venues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "venues_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "follows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "gigs_genres" CASCADE;
  DROP TABLE "artists_genres" CASCADE;
  DROP TABLE "artists" CASCADE;
  DROP TABLE "artists_locales" CASCADE;
  DROP TABLE "venues_genres" CASCADE;
  DROP TABLE "venues" CASCADE;
  DROP TABLE "venues_locales" CASCADE;
  DROP TABLE "follows" CASCADE;
  DROP TABLE "photos" CASCADE;
  ALTER TABLE "gigs" DROP CONSTRAINT "gigs_venue_profile_id_venues_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_artists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_venues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_follows_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_photos_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'artist'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('artist', 'organizer', 'admin');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'artist'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "gigs_city_idx";
  DROP INDEX "gigs_venue_profile_idx";
  DROP INDEX "gigs_status_idx";
  DROP INDEX "payload_locked_documents_rels_artists_id_idx";
  DROP INDEX "payload_locked_documents_rels_venues_id_idx";
  DROP INDEX "payload_locked_documents_rels_follows_id_idx";
  DROP INDEX "payload_locked_documents_rels_photos_id_idx";
  ALTER TABLE "gigs" ALTER COLUMN "city" SET DATA TYPE varchar;
  ALTER TABLE "gigs" DROP COLUMN "venue_profile_id";
  ALTER TABLE "gigs" DROP COLUMN "fee_type";
  ALTER TABLE "gigs" DROP COLUMN "fee_amount";
  ALTER TABLE "gigs" DROP COLUMN "fee_min";
  ALTER TABLE "gigs" DROP COLUMN "fee_max";
  ALTER TABLE "gigs" DROP COLUMN "slots";
  ALTER TABLE "gigs" DROP COLUMN "deadline";
  ALTER TABLE "gigs" DROP COLUMN "status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "artists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "venues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "follows_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "photos_id";
  DROP TYPE "public"."enum_gigs_genres";
  DROP TYPE "public"."enum_gigs_city";
  DROP TYPE "public"."enum_gigs_fee_type";
  DROP TYPE "public"."enum_gigs_status";
  DROP TYPE "public"."enum_artists_genres";
  DROP TYPE "public"."enum_artists_city";
  DROP TYPE "public"."enum_artists_act_type";
  DROP TYPE "public"."enum_venues_genres";
  DROP TYPE "public"."enum_venues_city";`)
}
