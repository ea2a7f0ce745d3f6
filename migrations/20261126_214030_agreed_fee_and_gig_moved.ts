import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_agreed_fee_type" AS ENUM('proposed', 'fixed', 'range', 'door');
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'gigMoved' BEFORE 'showReminder';
  ALTER TABLE "bookings" ADD COLUMN "agreed_fee_type" "enum_bookings_agreed_fee_type";
  ALTER TABLE "bookings" ADD COLUMN "agreed_fee_amount" numeric;
  ALTER TABLE "bookings" ADD COLUMN "agreed_fee_min" numeric;
  ALTER TABLE "bookings" ADD COLUMN "agreed_fee_max" numeric;`)
  // Bookings made before the fee was stored: what the gig and the application say now is the
  // best record there is of what was agreed.
  await db.execute(sql`
  UPDATE "bookings" AS b SET
    "agreed_fee_type" = (CASE
      WHEN a."proposed_fee" IS NOT NULL THEN 'proposed'
      WHEN g."fee_type" = 'fixed' AND g."fee_amount" IS NOT NULL THEN 'fixed'
      WHEN g."fee_type" = 'range' AND g."fee_min" IS NOT NULL AND g."fee_max" IS NOT NULL THEN 'range'
      WHEN g."fee_type" = 'door' THEN 'door'
    END)::"public"."enum_bookings_agreed_fee_type",
    "agreed_fee_amount" = COALESCE(a."proposed_fee", CASE WHEN g."fee_type" = 'fixed' THEN g."fee_amount" END),
    "agreed_fee_min" = CASE WHEN a."proposed_fee" IS NULL AND g."fee_type" = 'range' THEN g."fee_min" END,
    "agreed_fee_max" = CASE WHEN a."proposed_fee" IS NULL AND g."fee_type" = 'range' THEN g."fee_max" END
  FROM "applications" AS a, "gigs" AS g
  WHERE a."id" = b."application_id" AND g."id" = b."gig_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked', 'applicationExpired', 'termsProposed', 'termsConfirmed', 'showReminder', 'showCancelled', 'reviewReceived');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "bookings" DROP COLUMN "agreed_fee_type";
  ALTER TABLE "bookings" DROP COLUMN "agreed_fee_amount";
  ALTER TABLE "bookings" DROP COLUMN "agreed_fee_min";
  ALTER TABLE "bookings" DROP COLUMN "agreed_fee_max";
  DROP TYPE "public"."enum_bookings_agreed_fee_type";`)
}
