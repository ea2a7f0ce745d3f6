import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'termsChangeRequested' BEFORE 'gigMoved';
  ALTER TABLE "bookings" ADD COLUMN "terms_change_request" varchar;
  ALTER TABLE "bookings" ADD COLUMN "terms_change_requested_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The type goes with its notices: the old enum cannot hold them.
  await db.execute(sql`
   DELETE FROM "notifications" WHERE "type" = 'termsChangeRequested';
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked', 'applicationExpired', 'termsProposed', 'termsConfirmed', 'gigMoved', 'showReminder', 'showCancelled', 'reviewReceived', 'paymentReceived', 'paymentReminder', 'paymentReleased', 'paymentRefunded', 'unpaidCancelled', 'paymentDecided', 'paymentHeld');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "bookings" DROP COLUMN "terms_change_request";
  ALTER TABLE "bookings" DROP COLUMN "terms_change_requested_at";`)
}
