import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_city_requests_city" AS ENUM('adana', 'adiyaman', 'afyonkarahisar', 'agri', 'aksaray', 'amasya', 'ankara', 'antalya', 'ardahan', 'artvin', 'aydin', 'balikesir', 'bartin', 'batman', 'bayburt', 'bilecik', 'bingol', 'bitlis', 'bolu', 'burdur', 'bursa', 'canakkale', 'cankiri', 'corum', 'denizli', 'diyarbakir', 'duzce', 'edirne', 'elazig', 'erzincan', 'erzurum', 'eskisehir', 'gaziantep', 'giresun', 'gumushane', 'hakkari', 'hatay', 'igdir', 'isparta', 'istanbul', 'izmir', 'kahramanmaras', 'karabuk', 'karaman', 'kars', 'kastamonu', 'kayseri', 'kilis', 'kirikkale', 'kirklareli', 'kirsehir', 'kocaeli', 'konya', 'kutahya', 'malatya', 'manisa', 'mardin', 'mersin', 'mugla', 'mus', 'nevsehir', 'nigde', 'ordu', 'osmaniye', 'rize', 'sakarya', 'samsun', 'sanliurfa', 'siirt', 'sinop', 'sirnak', 'sivas', 'tekirdag', 'tokat', 'trabzon', 'tunceli', 'usak', 'van', 'yalova', 'yozgat', 'zonguldak');
  CREATE TYPE "public"."enum_users_city" AS ENUM('adana', 'adiyaman', 'afyonkarahisar', 'agri', 'aksaray', 'amasya', 'ankara', 'antalya', 'ardahan', 'artvin', 'aydin', 'balikesir', 'bartin', 'batman', 'bayburt', 'bilecik', 'bingol', 'bitlis', 'bolu', 'burdur', 'bursa', 'canakkale', 'cankiri', 'corum', 'denizli', 'diyarbakir', 'duzce', 'edirne', 'elazig', 'erzincan', 'erzurum', 'eskisehir', 'gaziantep', 'giresun', 'gumushane', 'hakkari', 'hatay', 'igdir', 'isparta', 'istanbul', 'izmir', 'kahramanmaras', 'karabuk', 'karaman', 'kars', 'kastamonu', 'kayseri', 'kilis', 'kirikkale', 'kirklareli', 'kirsehir', 'kocaeli', 'konya', 'kutahya', 'malatya', 'manisa', 'mardin', 'mersin', 'mugla', 'mus', 'nevsehir', 'nigde', 'ordu', 'osmaniye', 'rize', 'sakarya', 'samsun', 'sanliurfa', 'siirt', 'sinop', 'sirnak', 'sivas', 'tekirdag', 'tokat', 'trabzon', 'tunceli', 'usak', 'van', 'yalova', 'yozgat', 'zonguldak');
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'showReminder';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'showCancelled';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'remindShows' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendWeeklyDigest' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyShowCancelled' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'remindShows' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendWeeklyDigest' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyShowCancelled' BEFORE 'createCollectionExport';
  CREATE TABLE "goings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"gig_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "notice_marks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "city_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"fan_id" integer NOT NULL,
  	"artist_id" integer NOT NULL,
  	"city" "enum_city_requests_city" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "gigs" ADD COLUMN "ticket_url" varchar;
  ALTER TABLE "notifications" ADD COLUMN "gig_id" integer;
  ALTER TABLE "users" ADD COLUMN "city" "enum_users_city";
  ALTER TABLE "users" ADD COLUMN "digest" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "goings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "notice_marks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "city_requests_id" integer;
  ALTER TABLE "goings" ADD CONSTRAINT "goings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "goings" ADD CONSTRAINT "goings_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notice_marks" ADD CONSTRAINT "notice_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "city_requests" ADD CONSTRAINT "city_requests_fan_id_users_id_fk" FOREIGN KEY ("fan_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "city_requests" ADD CONSTRAINT "city_requests_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "goings_user_idx" ON "goings" USING btree ("user_id");
  CREATE INDEX "goings_gig_idx" ON "goings" USING btree ("gig_id");
  CREATE INDEX "goings_updated_at_idx" ON "goings" USING btree ("updated_at");
  CREATE INDEX "goings_created_at_idx" ON "goings" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_gig_idx" ON "goings" USING btree ("user_id","gig_id");
  CREATE INDEX "notice_marks_user_idx" ON "notice_marks" USING btree ("user_id");
  CREATE INDEX "notice_marks_updated_at_idx" ON "notice_marks" USING btree ("updated_at");
  CREATE INDEX "notice_marks_created_at_idx" ON "notice_marks" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_key_idx" ON "notice_marks" USING btree ("user_id","key");
  CREATE INDEX "city_requests_fan_idx" ON "city_requests" USING btree ("fan_id");
  CREATE INDEX "city_requests_artist_idx" ON "city_requests" USING btree ("artist_id");
  CREATE INDEX "city_requests_city_idx" ON "city_requests" USING btree ("city");
  CREATE INDEX "city_requests_updated_at_idx" ON "city_requests" USING btree ("updated_at");
  CREATE INDEX "city_requests_created_at_idx" ON "city_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "fan_artist_city_idx" ON "city_requests" USING btree ("fan_id","artist_id","city");
  ALTER TABLE "notifications" ADD CONSTRAINT "notifications_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_goings_fk" FOREIGN KEY ("goings_id") REFERENCES "public"."goings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notice_marks_fk" FOREIGN KEY ("notice_marks_id") REFERENCES "public"."notice_marks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_city_requests_fk" FOREIGN KEY ("city_requests_id") REFERENCES "public"."city_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "notifications_gig_idx" ON "notifications" USING btree ("gig_id");
  CREATE INDEX "users_city_idx" ON "users" USING btree ("city");
  CREATE INDEX "payload_locked_documents_rels_goings_id_idx" ON "payload_locked_documents_rels" USING btree ("goings_id");
  CREATE INDEX "payload_locked_documents_rels_notice_marks_id_idx" ON "payload_locked_documents_rels" USING btree ("notice_marks_id");
  CREATE INDEX "payload_locked_documents_rels_city_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("city_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Rows of the removed notice types and tasks would not fit the narrower enums.
  await db.execute(sql`
   DELETE FROM "notifications" WHERE "type" IN ('showReminder', 'showCancelled');
  DELETE FROM "payload_jobs_log" WHERE "task_slug" IN ('remindShows', 'sendWeeklyDigest', 'notifyShowCancelled');
  DELETE FROM "payload_jobs" WHERE "task_slug" IN ('remindShows', 'sendWeeklyDigest', 'notifyShowCancelled');
   ALTER TABLE "goings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "notice_marks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "city_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "goings" CASCADE;
  DROP TABLE "notice_marks" CASCADE;
  DROP TABLE "city_requests" CASCADE;
  ALTER TABLE "notifications" DROP CONSTRAINT "notifications_gig_id_gigs_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_goings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_notice_marks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_city_requests_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "notifications_gig_idx";
  DROP INDEX "users_city_idx";
  DROP INDEX "payload_locked_documents_rels_goings_id_idx";
  DROP INDEX "payload_locked_documents_rels_notice_marks_id_idx";
  DROP INDEX "payload_locked_documents_rels_city_requests_id_idx";
  ALTER TABLE "gigs" DROP COLUMN "ticket_url";
  ALTER TABLE "notifications" DROP COLUMN "gig_id";
  ALTER TABLE "users" DROP COLUMN "city";
  ALTER TABLE "users" DROP COLUMN "digest";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "goings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "notice_marks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "city_requests_id";
  DROP TYPE "public"."enum_city_requests_city";
  DROP TYPE "public"."enum_users_city";`)
}
