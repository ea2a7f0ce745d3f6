import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_purpose" AS ENUM('account', 'contact', 'newsletter', 'payouts', 'payments', 'tickets', 'digest');
  CREATE TYPE "public"."enum_consent_records_kind" AS ENUM('notice', 'consent', 'marketing');
  CREATE TYPE "public"."enum_consent_records_action" AS ENUM('given', 'withdrawn');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user" numeric,
  	"email" varchar,
  	"purpose" "enum_consent_records_purpose" NOT NULL,
  	"kind" "enum_consent_records_kind" NOT NULL,
  	"action" "enum_consent_records_action" NOT NULL,
  	"locale" varchar NOT NULL,
  	"text_version" varchar NOT NULL,
  	"text_hash" varchar NOT NULL,
  	"ip" varchar NOT NULL,
  	"screen" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user");
  CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email");
  CREATE INDEX "consent_records_purpose_idx" ON "consent_records" USING btree ("purpose");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
  // The records are proof (KVKK art. 5 and 10, Law 6563 art. 6): no request may change them (their
  // access is closed) and the database itself refuses an UPDATE, DELETE or TRUNCATE of a record.
  await db.execute(sql`
  CREATE FUNCTION "consent_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'consent_records is append-only: % refused', TG_OP;
  END
  $$;
  CREATE TRIGGER "consent_records_append_only" BEFORE UPDATE OR DELETE ON "consent_records"
    FOR EACH ROW EXECUTE FUNCTION "consent_records_append_only"();
  CREATE TRIGGER "consent_records_no_truncate" BEFORE TRUNCATE ON "consent_records"
    FOR EACH STATEMENT EXECUTE FUNCTION "consent_records_append_only"();
`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TRIGGER IF EXISTS "consent_records_no_truncate" ON "consent_records";
  DROP TRIGGER IF EXISTS "consent_records_append_only" ON "consent_records";
  DROP FUNCTION IF EXISTS "consent_records_append_only"();
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_consent_records_purpose";
  DROP TYPE "public"."enum_consent_records_kind";
  DROP TYPE "public"."enum_consent_records_action";`)
}
