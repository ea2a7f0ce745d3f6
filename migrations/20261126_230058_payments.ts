import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payments_events_type" AS ENUM('checkoutStarted', 'checkoutFailed', 'paid', 'reminded', 'problemReported', 'released', 'refunded', 'decided', 'cancelledUnpaid');
  CREATE TYPE "public"."enum_payments_status" AS ENUM('due', 'paid', 'held', 'released', 'refunded', 'partlyRefunded');
  CREATE TYPE "public"."enum_payments_policy" AS ENUM('flexible', 'moderate', 'strict');
  CREATE TYPE "public"."enum_ledger_entries_kind" AS ENUM('charge', 'release', 'commission', 'refund');
  CREATE TYPE "public"."enum_ledger_entries_account" AS ENUM('organizer', 'escrow', 'artist', 'platform');
  CREATE TYPE "public"."enum_payout_details_kind" AS ENUM('person', 'company');
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'paymentReceived';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'paymentReminder';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'paymentReleased';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'paymentRefunded';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'unpaidCancelled';
  ALTER TYPE "public"."enum_notifications_type" ADD VALUE 'paymentDecided';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'paymentClock' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reconcilePayments' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'paymentClock' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reconcilePayments' BEFORE 'createCollectionExport';
  CREATE TABLE "payments_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"type" "enum_payments_events_type" NOT NULL,
  	"amount" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"gig_id" integer NOT NULL,
  	"artist_id" integer NOT NULL,
  	"artist_user_id" integer,
  	"organizer_id" integer,
  	"status" "enum_payments_status" DEFAULT 'due' NOT NULL,
  	"amount" numeric,
  	"commission" numeric,
  	"artist_amount" numeric,
  	"policy" "enum_payments_policy",
  	"due_at" timestamp(3) with time zone,
  	"paid_at" timestamp(3) with time zone,
  	"release_at" timestamp(3) with time zone,
  	"reminded_at" timestamp(3) with time zone,
  	"checkout_attempt" numeric DEFAULT 0,
  	"checkout_key" varchar,
  	"checkout_token" varchar,
  	"checkout_url" varchar,
  	"checkout_started_at" timestamp(3) with time zone,
  	"provider_payment_id" varchar,
  	"provider_item_id" varchar,
  	"provider_payee_key" varchar,
  	"problem" varchar,
  	"decision_note" varchar,
  	"flagged" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ledger_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"payment" numeric NOT NULL,
  	"movement" varchar NOT NULL,
  	"kind" "enum_ledger_entries_kind" NOT NULL,
  	"account" "enum_ledger_entries_account" NOT NULL,
  	"amount" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payout_details" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_payout_details_kind" NOT NULL,
  	"city" varchar,
  	"iban_last4" varchar,
  	"sealed" varchar NOT NULL,
  	"payee_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ledger_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payout_details_id" integer;
  ALTER TABLE "payments_events" ADD CONSTRAINT "payments_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_artist_user_id_users_id_fk" FOREIGN KEY ("artist_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payments_events_order_idx" ON "payments_events" USING btree ("_order");
  CREATE INDEX "payments_events_parent_id_idx" ON "payments_events" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");
  CREATE INDEX "payments_gig_idx" ON "payments" USING btree ("gig_id");
  CREATE INDEX "payments_artist_idx" ON "payments" USING btree ("artist_id");
  CREATE INDEX "payments_artist_user_idx" ON "payments" USING btree ("artist_user_id");
  CREATE INDEX "payments_organizer_idx" ON "payments" USING btree ("organizer_id");
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payments_due_at_idx" ON "payments" USING btree ("due_at");
  CREATE INDEX "payments_release_at_idx" ON "payments" USING btree ("release_at");
  CREATE INDEX "payments_checkout_checkout_token_idx" ON "payments" USING btree ("checkout_token");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment");
  CREATE INDEX "ledger_entries_updated_at_idx" ON "ledger_entries" USING btree ("updated_at");
  CREATE INDEX "ledger_entries_created_at_idx" ON "ledger_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "movement_account_idx" ON "ledger_entries" USING btree ("movement","account");
  CREATE UNIQUE INDEX "payout_details_user_idx" ON "payout_details" USING btree ("user_id");
  CREATE INDEX "payout_details_updated_at_idx" ON "payout_details" USING btree ("updated_at");
  CREATE INDEX "payout_details_created_at_idx" ON "payout_details" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk" FOREIGN KEY ("ledger_entries_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payout_details_fk" FOREIGN KEY ("payout_details_id") REFERENCES "public"."payout_details"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");
  CREATE INDEX "payload_locked_documents_rels_ledger_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("ledger_entries_id");
  CREATE INDEX "payload_locked_documents_rels_payout_details_id_idx" ON "payload_locked_documents_rels" USING btree ("payout_details_id");`)
  // The ledger is append-only: no request may change it (its access is closed) and the database
  // itself refuses an UPDATE, DELETE or TRUNCATE of its entries.
  await db.execute(sql`
  CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'ledger_entries is append-only: % refused', TG_OP;
  END
  $$;
  CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
    FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
  CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
    FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "ledger_entries_no_truncate" ON "ledger_entries";
  DROP TRIGGER IF EXISTS "ledger_entries_append_only" ON "ledger_entries";
  DROP FUNCTION IF EXISTS "ledger_entries_append_only"();
   ALTER TABLE "payments_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ledger_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payout_details" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payments_events" CASCADE;
  DROP TABLE "payments" CASCADE;
  DROP TABLE "ledger_entries" CASCADE;
  DROP TABLE "payout_details" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ledger_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payout_details_fk";
  
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_notifications_type";
  CREATE TYPE "public"."enum_notifications_type" AS ENUM('applicationReceived', 'invitationReceived', 'accepted', 'declined', 'withdrawn', 'bookingCancelled', 'newMessage', 'artistBooked', 'applicationExpired', 'termsProposed', 'termsConfirmed', 'gigMoved', 'showReminder', 'showCancelled', 'reviewReceived');
  ALTER TABLE "notifications" ALTER COLUMN "type" SET DATA TYPE "public"."enum_notifications_type" USING "type"::"public"."enum_notifications_type";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  DROP INDEX "payload_locked_documents_rels_ledger_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_payout_details_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ledger_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payout_details_id";
  DROP TYPE "public"."enum_payments_events_type";
  DROP TYPE "public"."enum_payments_status";
  DROP TYPE "public"."enum_payments_policy";
  DROP TYPE "public"."enum_ledger_entries_kind";
  DROP TYPE "public"."enum_ledger_entries_account";
  DROP TYPE "public"."enum_payout_details_kind";`)
}
