import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'ticketsOnSale';
  ALTER TYPE "public"."enum_consent_records_purpose" ADD VALUE 'onSale';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertTicketsOnSale' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertTicketsOnSale' BEFORE 'createCollectionExport';
  ALTER TABLE "users" ADD COLUMN "on_sale_alerts" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked', 'applicationExpired', 'termsProposed', 'termsConfirmed', 'termsChangeRequested', 'gigMoved', 'showReminder', 'showCancelled', 'reviewReceived', 'paymentReceived', 'paymentReminder', 'paymentReleased', 'paymentRefunded', 'strayPaymentRefunded', 'unpaidCancelled', 'paymentDecided', 'paymentHeld');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "consent_records" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_consent_records_purpose";
  CREATE TYPE "public"."enum_consent_records_purpose" AS ENUM('account', 'contact', 'newsletter', 'payouts', 'payments', 'tickets', 'digest');
  ALTER TABLE "consent_records" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_consent_records_purpose" USING "purpose"::"public"."enum_consent_records_purpose";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'sendDigestBatch', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'importCalendar', 'importCalendars', 'exportMyData', 'mailContract', 'mailTicketOrder', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'sendDigestBatch', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'importCalendar', 'importCalendars', 'exportMyData', 'mailContract', 'mailTicketOrder', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "users" DROP COLUMN "on_sale_alerts";`)
}
