import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'givenTicketRefunded';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked', 'applicationExpired', 'termsProposed', 'termsConfirmed', 'termsChangeRequested', 'gigMoved', 'showReminder', 'showCancelled', 'reviewReceived', 'paymentReceived', 'paymentReminder', 'paymentReleased', 'paymentRefunded', 'strayPaymentRefunded', 'unpaidCancelled', 'paymentDecided', 'paymentHeld', 'ticketsOnSale', 'ticketsRefunded', 'ticketShowMoved', 'showTicketsRefunded');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";`)
}
