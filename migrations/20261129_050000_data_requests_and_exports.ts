import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_data_requests_kind" AS ENUM('correction', 'deletion');
  CREATE TYPE "public"."enum_data_requests_status" AS ENUM('open', 'done', 'refused');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'exportMyData' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'exportMyData' BEFORE 'createCollectionExport';
  CREATE TABLE "data_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"email" varchar NOT NULL,
  	"kind" "enum_data_requests_kind" NOT NULL,
  	"text" varchar NOT NULL,
  	"locale" varchar NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_data_requests_status" DEFAULT 'open' NOT NULL,
  	"answer" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "data_exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user" numeric NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"data" jsonb NOT NULL,
  	"page" varchar NOT NULL,
  	"files" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "data_exports_id" integer;
  ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id");
  CREATE INDEX "data_requests_due_at_idx" ON "data_requests" USING btree ("due_at");
  CREATE INDEX "data_requests_status_idx" ON "data_requests" USING btree ("status");
  CREATE INDEX "data_requests_updated_at_idx" ON "data_requests" USING btree ("updated_at");
  CREATE INDEX "data_requests_created_at_idx" ON "data_requests" USING btree ("created_at");
  CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user");
  CREATE UNIQUE INDEX "data_exports_token_hash_idx" ON "data_exports" USING btree ("token_hash");
  CREATE INDEX "data_exports_expires_at_idx" ON "data_exports" USING btree ("expires_at");
  CREATE INDEX "data_exports_updated_at_idx" ON "data_exports" USING btree ("updated_at");
  CREATE INDEX "data_exports_created_at_idx" ON "data_exports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_requests_fk" FOREIGN KEY ("data_requests_id") REFERENCES "public"."data_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_data_exports_fk" FOREIGN KEY ("data_exports_id") REFERENCES "public"."data_exports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_data_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("data_requests_id");
  CREATE INDEX "payload_locked_documents_rels_data_exports_id_idx" ON "payload_locked_documents_rels" USING btree ("data_exports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "data_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "data_exports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "data_requests" CASCADE;
  DROP TABLE "data_exports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_data_exports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'sendDigestBatch', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'importCalendar', 'importCalendars', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'sweepMarketStates', 'notifyFollowers', 'remindShows', 'sendWeeklyDigest', 'sendDigestBatch', 'notifyShowCancelled', 'mailResetLink', 'sendNotices', 'paymentClock', 'reconcilePayments', 'importCalendar', 'importCalendars', 'createCollectionExport', 'createCollectionImport');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_data_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_data_exports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "data_exports_id";
  DROP TYPE "public"."enum_data_requests_kind";
  DROP TYPE "public"."enum_data_requests_status";`)
}
