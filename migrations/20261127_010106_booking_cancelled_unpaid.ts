import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_cancelled_for" ADD VALUE 'unpaid';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "cancelled_for" SET DATA TYPE text;
  UPDATE "bookings" SET "cancelled_for" = NULL, "cancel_reason" = 'Not paid within 72 hours'
    WHERE "cancelled_for" = 'unpaid';
  DROP TYPE "public"."enum_bookings_cancelled_for";
  CREATE TYPE "public"."enum_bookings_cancelled_for" AS ENUM('gigCancelled', 'accountDeleted');
  ALTER TABLE "bookings" ALTER COLUMN "cancelled_for" SET DATA TYPE "public"."enum_bookings_cancelled_for" USING "cancelled_for"::"public"."enum_bookings_cancelled_for";`)
}
