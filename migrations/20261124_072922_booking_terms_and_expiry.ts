import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_terms_status" AS ENUM('none', 'proposed', 'confirmed');
  CREATE TYPE "public"."enum_bookings_terms_fee_type" AS ENUM('fixed', 'door');
  CREATE TYPE "public"."enum_bookings_terms_cancellation_policy" AS ENUM('flexible', 'moderate', 'strict');
  ALTER TYPE "public"."enum_applications_closed_reason" ADD VALUE 'deadlinePassed';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'applicationExpired';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'termsProposed';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'termsConfirmed';
  ALTER TABLE "bookings" ADD COLUMN "terms_status" "enum_bookings_terms_status" DEFAULT 'none' NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "terms_fee_type" "enum_bookings_terms_fee_type";
  ALTER TABLE "bookings" ADD COLUMN "terms_fee_amount" numeric;
  ALTER TABLE "bookings" ADD COLUMN "terms_set_length_minutes" numeric;
  ALTER TABLE "bookings" ADD COLUMN "terms_load_in_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "terms_soundcheck_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "terms_set_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "terms_provides_backline" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "terms_provides_pa" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "terms_provides_sound_engineer" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "terms_provides_meals" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "terms_provides_drinks" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "terms_provides_accommodation" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "terms_cancellation_policy" "enum_bookings_terms_cancellation_policy";
  ALTER TABLE "bookings" ADD COLUMN "terms_proposed_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "terms_confirmed_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The rows that use the new values first take the nearest old one (or go), so the casts hold.
  await db.execute(sql`
   UPDATE "applications" SET "closed_reason" = 'gigStarted' WHERE "closed_reason" = 'deadlinePassed';
  DELETE FROM "notifications" WHERE "type" IN ('applicationExpired', 'termsProposed', 'termsConfirmed');
  ALTER TABLE "applications" ALTER COLUMN "closed_reason" SET DATA TYPE text;
  DROP TYPE "public"."enum_applications_closed_reason";
  CREATE TYPE "public"."enum_applications_closed_reason" AS ENUM('gigFilled', 'gigStarted', 'gigCancelled');
  ALTER TABLE "applications" ALTER COLUMN "closed_reason" SET DATA TYPE "public"."enum_applications_closed_reason" USING "closed_reason"::"public"."enum_applications_closed_reason";
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "bookings" DROP COLUMN "terms_status";
  ALTER TABLE "bookings" DROP COLUMN "terms_fee_type";
  ALTER TABLE "bookings" DROP COLUMN "terms_fee_amount";
  ALTER TABLE "bookings" DROP COLUMN "terms_set_length_minutes";
  ALTER TABLE "bookings" DROP COLUMN "terms_load_in_at";
  ALTER TABLE "bookings" DROP COLUMN "terms_soundcheck_at";
  ALTER TABLE "bookings" DROP COLUMN "terms_set_at";
  ALTER TABLE "bookings" DROP COLUMN "terms_provides_backline";
  ALTER TABLE "bookings" DROP COLUMN "terms_provides_pa";
  ALTER TABLE "bookings" DROP COLUMN "terms_provides_sound_engineer";
  ALTER TABLE "bookings" DROP COLUMN "terms_provides_meals";
  ALTER TABLE "bookings" DROP COLUMN "terms_provides_drinks";
  ALTER TABLE "bookings" DROP COLUMN "terms_provides_accommodation";
  ALTER TABLE "bookings" DROP COLUMN "terms_cancellation_policy";
  ALTER TABLE "bookings" DROP COLUMN "terms_proposed_at";
  ALTER TABLE "bookings" DROP COLUMN "terms_confirmed_at";
  DROP TYPE "public"."enum_bookings_terms_status";
  DROP TYPE "public"."enum_bookings_terms_fee_type";
  DROP TYPE "public"."enum_bookings_terms_cancellation_policy";`)
}
