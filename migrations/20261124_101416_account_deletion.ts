import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendNotices' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendNotices' BEFORE 'createCollectionExport';
  ALTER TABLE "artists" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "venues" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "artist_user_id" DROP NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "organizer_id" DROP NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "artist_user_id" DROP NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "organizer_id" DROP NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_id" DROP NOT NULL;
  ALTER TABLE "application_messages" ALTER COLUMN "author_id" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'notifyShowCancelled', 'mailResetLink', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'notifyShowCancelled', 'mailResetLink', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "artists" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "venues" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "artist_user_id" SET NOT NULL;
  ALTER TABLE "applications" ALTER COLUMN "organizer_id" SET NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "artist_user_id" SET NOT NULL;
  ALTER TABLE "bookings" ALTER COLUMN "organizer_id" SET NOT NULL;
  ALTER TABLE "reviews" ALTER COLUMN "author_id" SET NOT NULL;
  ALTER TABLE "application_messages" ALTER COLUMN "author_id" SET NOT NULL;`)
}
