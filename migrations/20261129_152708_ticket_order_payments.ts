import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Ticket orders paid through the booking's checkout path: a checkout attempt, a provider
 * operation and a ledger entry belong to a booking's payment or to a ticket order; the ledger
 * gains the ticket buyer's account, and an order paid after its tickets went back on sale and
 * were sold is `refunded`.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_ledger_entries_account" ADD VALUE 'buyer' BEFORE 'escrow';
  ALTER TYPE "public"."enum_ticket_orders_status" ADD VALUE 'refunded';
  ALTER TABLE "checkout_attempts" ALTER COLUMN "payment_id" DROP NOT NULL;
  ALTER TABLE "payment_operations" ALTER COLUMN "payment_id" DROP NOT NULL;
  ALTER TABLE "ledger_entries" ALTER COLUMN "payment" DROP NOT NULL;
  ALTER TABLE "checkout_attempts" ADD COLUMN "order_id" integer;
  ALTER TABLE "payment_operations" ADD COLUMN "order_id" integer;
  ALTER TABLE "ledger_entries" ADD COLUMN "order" numeric;
  ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "checkout_attempts_order_idx" ON "checkout_attempts" USING btree ("order_id");
  CREATE INDEX "payment_operations_order_idx" ON "payment_operations" USING btree ("order_id");
  CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order");
  -- Every entry is a booking payment's or a ticket order's money.
  ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_or_order"
    CHECK ("payment" IS NOT NULL OR "order" IS NOT NULL);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_payment_or_order";
  ALTER TABLE "checkout_attempts" DROP CONSTRAINT "checkout_attempts_order_id_ticket_orders_id_fk";
  
  ALTER TABLE "payment_operations" DROP CONSTRAINT "payment_operations_order_id_ticket_orders_id_fk";
  
  ALTER TABLE "ledger_entries" ALTER COLUMN "account" SET DATA TYPE text;
  DROP TYPE "public"."enum_ledger_entries_account";
  CREATE TYPE "public"."enum_ledger_entries_account" AS ENUM('organizer', 'escrow', 'artist', 'platform', 'withholding');
  ALTER TABLE "ledger_entries" ALTER COLUMN "account" SET DATA TYPE "public"."enum_ledger_entries_account" USING "account"::"public"."enum_ledger_entries_account";
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DEFAULT 'held'::text;
  DROP TYPE "public"."enum_ticket_orders_status";
  CREATE TYPE "public"."enum_ticket_orders_status" AS ENUM('held', 'complete', 'released');
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DEFAULT 'held'::"public"."enum_ticket_orders_status";
  ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_ticket_orders_status" USING "status"::"public"."enum_ticket_orders_status";
  DROP INDEX "checkout_attempts_order_idx";
  DROP INDEX "payment_operations_order_idx";
  DROP INDEX "ledger_entries_order_idx";
  ALTER TABLE "checkout_attempts" ALTER COLUMN "payment_id" SET NOT NULL;
  ALTER TABLE "payment_operations" ALTER COLUMN "payment_id" SET NOT NULL;
  ALTER TABLE "ledger_entries" ALTER COLUMN "payment" SET NOT NULL;
  ALTER TABLE "checkout_attempts" DROP COLUMN "order_id";
  ALTER TABLE "payment_operations" DROP COLUMN "order_id";
  ALTER TABLE "ledger_entries" DROP COLUMN "order";`)
}
