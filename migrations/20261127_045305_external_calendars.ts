import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_external_calendars_last_status" AS ENUM('ok', 'failed');
  CREATE TYPE "public"."enum_external_calendars_last_failure" AS ENUM('notHttps', 'refusedAddress', 'unresolvable', 'tooLarge', 'timeout', 'tooManyRedirects', 'httpStatus', 'notCalendar', 'network');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importCalendar' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importCalendars' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importCalendar' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importCalendars' BEFORE 'createCollectionExport';
  CREATE TABLE "external_calendars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"artist_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"sealed" varchar NOT NULL,
  	"address_hint" varchar NOT NULL,
  	"last_fetched_at" timestamp(3) with time zone,
  	"last_status" "enum_external_calendars_last_status",
  	"last_failure" "enum_external_calendars_last_failure",
  	"last_http_status" numeric,
  	"busy_day_count" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "external_calendars_id" integer;
  ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "external_calendars" ADD CONSTRAINT "external_calendars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "external_calendars_artist_idx" ON "external_calendars" USING btree ("artist_id");
  CREATE INDEX "external_calendars_user_idx" ON "external_calendars" USING btree ("user_id");
  CREATE INDEX "external_calendars_updated_at_idx" ON "external_calendars" USING btree ("updated_at");
  CREATE INDEX "external_calendars_created_at_idx" ON "external_calendars" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_external_calendars_fk" FOREIGN KEY ("external_calendars_id") REFERENCES "public"."external_calendars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_external_calendars_id_idx" ON "payload_locked_documents_rels" USING btree ("external_calendars_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "external_calendars" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "external_calendars" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_external_calendars_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_external_calendars_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "external_calendars_id";
  DROP TYPE "public"."enum_external_calendars_last_status";
  DROP TYPE "public"."enum_external_calendars_last_failure";`)
}
