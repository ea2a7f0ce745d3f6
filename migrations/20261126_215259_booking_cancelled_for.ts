import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_cancelled_for" AS ENUM('gigCancelled', 'accountDeleted');
  ALTER TABLE "bookings" ADD COLUMN "cancelled_for" "enum_bookings_cancelled_for";`)
  // The site's own reasons were stored as Turkish text: now keys, shown in the reader's language.
  await db.execute(sql`
  UPDATE "bookings" SET "cancelled_for" = 'gigCancelled', "cancel_reason" = NULL
    WHERE "cancel_reason" = 'Gig iptal edildi.';
  UPDATE "bookings" SET "cancelled_for" = 'accountDeleted', "cancel_reason" = NULL
    WHERE "cancel_reason" = 'Karşı tarafın hesabı silindi.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" DROP COLUMN "cancelled_for";
  DROP TYPE "public"."enum_bookings_cancelled_for";`)
}
