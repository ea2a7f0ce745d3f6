import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ticket_transfers_state" AS ENUM('given', 'pending', 'claimed', 'cancelled');
  CREATE TYPE "public"."enum_ticket_transfers_locale" AS ENUM('tr', 'en');
  CREATE TABLE "ticket_transfers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ticket_id" integer NOT NULL,
  	"from_id" integer NOT NULL,
  	"to_email" varchar NOT NULL,
  	"to_id" integer,
  	"state" "enum_ticket_transfers_state" NOT NULL,
  	"locale" "enum_ticket_transfers_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_transfers_id" integer;
  ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ticket_transfers_ticket_idx" ON "ticket_transfers" USING btree ("ticket_id");
  CREATE INDEX "ticket_transfers_from_idx" ON "ticket_transfers" USING btree ("from_id");
  CREATE INDEX "ticket_transfers_to_email_idx" ON "ticket_transfers" USING btree ("to_email");
  CREATE INDEX "ticket_transfers_to_idx" ON "ticket_transfers" USING btree ("to_id");
  CREATE INDEX "ticket_transfers_updated_at_idx" ON "ticket_transfers" USING btree ("updated_at");
  CREATE INDEX "ticket_transfers_created_at_idx" ON "ticket_transfers" USING btree ("created_at");
  CREATE INDEX "ticket_state_idx" ON "ticket_transfers" USING btree ("ticket_id","state");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_transfers_fk" FOREIGN KEY ("ticket_transfers_id") REFERENCES "public"."ticket_transfers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ticket_transfers_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_transfers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_transfers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ticket_transfers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_transfers_fk";
  
  DROP INDEX "payload_locked_documents_rels_ticket_transfers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_transfers_id";
  DROP TYPE "public"."enum_ticket_transfers_state";
  DROP TYPE "public"."enum_ticket_transfers_locale";`)
}
