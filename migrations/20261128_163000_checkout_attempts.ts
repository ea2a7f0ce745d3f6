import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Checkout attempts (one row per provider page, never overwritten) and provider operations (an
// intent recorded before each refund or release). Each payment's one stored checkout becomes its
// first attempt: paid if the payment moved money, else open; a charged payment keeps the key it
// was paid through, by which the provider is asked about it.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_checkout_attempts_state" AS ENUM('opening', 'open', 'failed', 'ended', 'paid', 'refunding', 'refunded');
  CREATE TYPE "public"."enum_payment_operations_kind" AS ENUM('refund', 'release');
  CREATE TYPE "public"."enum_payment_operations_state" AS ENUM('pending', 'unknown', 'done');
  ALTER TYPE "public"."enum_payments_events_type" ADD VALUE 'strayRefunded';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'strayPaymentRefunded' BEFORE 'unpaidCancelled';
  CREATE TABLE "checkout_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_id" integer NOT NULL,
  	"state" "enum_checkout_attempts_state" DEFAULT 'opening' NOT NULL,
  	"amount" numeric,
  	"artist_amount" numeric,
  	"commission" numeric,
  	"captured" numeric,
  	"terms_version" varchar NOT NULL,
  	"key" varchar NOT NULL,
  	"token" varchar,
  	"url" varchar,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"provider_payment_id" varchar,
  	"item_id" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payment_operations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment_id" integer NOT NULL,
  	"attempt_id" integer,
  	"kind" "enum_payment_operations_kind" NOT NULL,
  	"state" "enum_payment_operations_state" DEFAULT 'pending' NOT NULL,
  	"amount" numeric NOT NULL,
  	"commission" numeric,
  	"item_id" varchar NOT NULL,
  	"checkout_key" varchar NOT NULL,
  	"payee_key" varchar,
  	"key" varchar NOT NULL,
  	"tries" numeric DEFAULT 0,
  	"claimed_until" timestamp(3) with time zone,
  	"last_error" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "payments_checkout_checkout_token_idx";
  ALTER TABLE "payments" ADD COLUMN "provider_checkout_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkout_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_operations_id" integer;
  ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payment_operations" ADD CONSTRAINT "payment_operations_attempt_id_checkout_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."checkout_attempts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "checkout_attempts_payment_idx" ON "checkout_attempts" USING btree ("payment_id");
  CREATE INDEX "checkout_attempts_state_idx" ON "checkout_attempts" USING btree ("state");
  CREATE UNIQUE INDEX "checkout_attempts_key_idx" ON "checkout_attempts" USING btree ("key");
  CREATE UNIQUE INDEX "checkout_attempts_token_idx" ON "checkout_attempts" USING btree ("token");
  CREATE INDEX "checkout_attempts_started_at_idx" ON "checkout_attempts" USING btree ("started_at");
  CREATE INDEX "checkout_attempts_updated_at_idx" ON "checkout_attempts" USING btree ("updated_at");
  CREATE INDEX "checkout_attempts_created_at_idx" ON "checkout_attempts" USING btree ("created_at");
  CREATE INDEX "payment_operations_payment_idx" ON "payment_operations" USING btree ("payment_id");
  CREATE INDEX "payment_operations_attempt_idx" ON "payment_operations" USING btree ("attempt_id");
  CREATE INDEX "payment_operations_state_idx" ON "payment_operations" USING btree ("state");
  CREATE UNIQUE INDEX "payment_operations_key_idx" ON "payment_operations" USING btree ("key");
  CREATE INDEX "payment_operations_updated_at_idx" ON "payment_operations" USING btree ("updated_at");
  CREATE INDEX "payment_operations_created_at_idx" ON "payment_operations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkout_attempts_fk" FOREIGN KEY ("checkout_attempts_id") REFERENCES "public"."checkout_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_operations_fk" FOREIGN KEY ("payment_operations_id") REFERENCES "public"."payment_operations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_checkout_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("checkout_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_payment_operations_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_operations_id");
  INSERT INTO "checkout_attempts"
    ("payment_id", "state", "amount", "artist_amount", "commission", "captured", "terms_version",
     "key", "token", "url", "started_at", "provider_payment_id", "item_id")
  SELECT p."id",
    (CASE WHEN p."status" = 'due' THEN 'open' ELSE 'paid' END)::"enum_checkout_attempts_state",
    p."amount", p."artist_amount", p."commission",
    CASE WHEN p."status" = 'due' THEN NULL ELSE p."amount" END,
    COALESCE(to_char(b."terms_confirmed_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), ''),
    p."checkout_key", p."checkout_token", p."checkout_url",
    COALESCE(p."checkout_started_at", p."created_at"), p."provider_payment_id", p."provider_item_id"
  FROM "payments" p JOIN "bookings" b ON b."id" = p."booking_id"
  WHERE p."checkout_key" IS NOT NULL;
  UPDATE "payments" SET "provider_checkout_key" = "checkout_key" WHERE "status" <> 'due';
  ALTER TABLE "payments" DROP COLUMN "checkout_attempt";
  ALTER TABLE "payments" DROP COLUMN "checkout_key";
  ALTER TABLE "payments" DROP COLUMN "checkout_token";
  ALTER TABLE "payments" DROP COLUMN "checkout_url";
  ALTER TABLE "payments" DROP COLUMN "checkout_started_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checkout_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_operations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "checkout_attempts" CASCADE;
  DROP TABLE "payment_operations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkout_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_operations_fk";
  
  ALTER TABLE "payments_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_events_type";
  CREATE TYPE "public"."enum_payments_events_type" AS ENUM('checkoutStarted', 'checkoutFailed', 'paid', 'reminded', 'problemReported', 'released', 'refunded', 'decided', 'cancelledUnpaid');
  ALTER TABLE "payments_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_payments_events_type" USING "type"::"public"."enum_payments_events_type";
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked', 'applicationExpired', 'termsProposed', 'termsConfirmed', 'termsChangeRequested', 'gigMoved', 'showReminder', 'showCancelled', 'reviewReceived', 'paymentReceived', 'paymentReminder', 'paymentReleased', 'paymentRefunded', 'unpaidCancelled', 'paymentDecided', 'paymentHeld');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  DROP INDEX "payload_locked_documents_rels_checkout_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_payment_operations_id_idx";
  ALTER TABLE "payments" ADD COLUMN "checkout_attempt" numeric DEFAULT 0;
  ALTER TABLE "payments" ADD COLUMN "checkout_key" varchar;
  ALTER TABLE "payments" ADD COLUMN "checkout_token" varchar;
  ALTER TABLE "payments" ADD COLUMN "checkout_url" varchar;
  ALTER TABLE "payments" ADD COLUMN "checkout_started_at" timestamp(3) with time zone;
  CREATE INDEX "payments_checkout_checkout_token_idx" ON "payments" USING btree ("checkout_token");
  ALTER TABLE "payments" DROP COLUMN "provider_checkout_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkout_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_operations_id";
  DROP TYPE "public"."enum_checkout_attempts_state";
  DROP TYPE "public"."enum_payment_operations_kind";
  DROP TYPE "public"."enum_payment_operations_state";`)
}
