import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'mailContract' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'mailContract' BEFORE 'createCollectionExport';
  CREATE TABLE "contract_acceptances" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking" numeric NOT NULL,
  	"user" numeric NOT NULL,
  	"locale" varchar NOT NULL,
  	"terms_version" varchar NOT NULL,
  	"text_hash" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"documents" jsonb NOT NULL,
  	"ip" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contract_acceptances_id" integer;
  CREATE INDEX "contract_acceptances_booking_idx" ON "contract_acceptances" USING btree ("booking");
  CREATE INDEX "contract_acceptances_user_idx" ON "contract_acceptances" USING btree ("user");
  CREATE INDEX "contract_acceptances_text_hash_idx" ON "contract_acceptances" USING btree ("text_hash");
  CREATE INDEX "contract_acceptances_updated_at_idx" ON "contract_acceptances" USING btree ("updated_at");
  CREATE INDEX "contract_acceptances_created_at_idx" ON "contract_acceptances" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contract_acceptances_fk" FOREIGN KEY ("contract_acceptances_id") REFERENCES "public"."contract_acceptances"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contract_acceptances_id_idx" ON "payload_locked_documents_rels" USING btree ("contract_acceptances_id");`)
  // The acceptances are proof (Law 6502 art. 48, the Regulation on Distance Contracts): no request
  // may change them (their access is closed) and the database itself refuses an UPDATE, DELETE or
  // TRUNCATE of one.
  await db.execute(sql`
  CREATE FUNCTION "contract_acceptances_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'contract_acceptances is append-only: % refused', TG_OP;
  END
  $$;
  CREATE TRIGGER "contract_acceptances_append_only" BEFORE UPDATE OR DELETE ON "contract_acceptances"
    FOR EACH ROW EXECUTE FUNCTION "contract_acceptances_append_only"();
  CREATE TRIGGER "contract_acceptances_no_truncate" BEFORE TRUNCATE ON "contract_acceptances"
    FOR EACH STATEMENT EXECUTE FUNCTION "contract_acceptances_append_only"();
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "contract_acceptances_no_truncate" ON "contract_acceptances";
  DROP TRIGGER IF EXISTS "contract_acceptances_append_only" ON "contract_acceptances";
  DROP FUNCTION IF EXISTS "contract_acceptances_append_only"();
   ALTER TABLE "contract_acceptances" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contract_acceptances" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contract_acceptances_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'sendDigestBatch', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'importCalendar', 'importCalendars', 'exportMyData', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'sendDigestBatch', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'importCalendar', 'importCalendars', 'exportMyData', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_contract_acceptances_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contract_acceptances_id";`)
}
