import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ticket_orders_status" AS ENUM('held', 'complete', 'released');
  CREATE TYPE "public"."enum_tickets_status" AS ENUM('held', 'sold', 'used', 'refunded');
  CREATE TABLE "ticket_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gig_id" integer NOT NULL,
  	"organizer_id" integer,
  	"name_tr" varchar NOT NULL,
  	"name_en" varchar NOT NULL,
  	"price" numeric NOT NULL,
  	"quantity" numeric NOT NULL,
  	"sale_starts_at" timestamp(3) with time zone NOT NULL,
  	"sale_ends_at" timestamp(3) with time zone NOT NULL,
  	"per_order_limit" numeric DEFAULT 6 NOT NULL,
  	"paused" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ticket_orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"ticket_type_id" integer,
  	"quantity" numeric NOT NULL,
  	"unit_price" numeric NOT NULL,
  	"unit_fee" numeric NOT NULL
  );
  
  CREATE TABLE "ticket_orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"buyer_id" integer NOT NULL,
  	"gig_id" integer NOT NULL,
  	"status" "enum_ticket_orders_status" DEFAULT 'held' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"total" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tickets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order_id" integer NOT NULL,
  	"gig_id" integer NOT NULL,
  	"ticket_type_id" integer NOT NULL,
  	"holder_id" integer NOT NULL,
  	"status" "enum_tickets_status" DEFAULT 'held' NOT NULL,
  	"hold_expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ticket_orders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "tickets_id" integer;
  ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_types" ADD CONSTRAINT "ticket_types_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_orders_lines" ADD CONSTRAINT "ticket_orders_lines_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_orders_lines" ADD CONSTRAINT "ticket_orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ticket_type_id_ticket_types_id_fk" FOREIGN KEY ("ticket_type_id") REFERENCES "public"."ticket_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ticket_types_gig_idx" ON "ticket_types" USING btree ("gig_id");
  CREATE INDEX "ticket_types_organizer_idx" ON "ticket_types" USING btree ("organizer_id");
  CREATE INDEX "ticket_types_updated_at_idx" ON "ticket_types" USING btree ("updated_at");
  CREATE INDEX "ticket_types_created_at_idx" ON "ticket_types" USING btree ("created_at");
  CREATE INDEX "ticket_orders_lines_order_idx" ON "ticket_orders_lines" USING btree ("_order");
  CREATE INDEX "ticket_orders_lines_parent_id_idx" ON "ticket_orders_lines" USING btree ("_parent_id");
  CREATE INDEX "ticket_orders_lines_ticket_type_idx" ON "ticket_orders_lines" USING btree ("ticket_type_id");
  CREATE INDEX "ticket_orders_buyer_idx" ON "ticket_orders" USING btree ("buyer_id");
  CREATE INDEX "ticket_orders_gig_idx" ON "ticket_orders" USING btree ("gig_id");
  CREATE INDEX "ticket_orders_updated_at_idx" ON "ticket_orders" USING btree ("updated_at");
  CREATE INDEX "ticket_orders_created_at_idx" ON "ticket_orders" USING btree ("created_at");
  CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_id");
  CREATE INDEX "tickets_gig_idx" ON "tickets" USING btree ("gig_id");
  CREATE INDEX "tickets_ticket_type_idx" ON "tickets" USING btree ("ticket_type_id");
  CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_id");
  CREATE INDEX "tickets_updated_at_idx" ON "tickets" USING btree ("updated_at");
  CREATE INDEX "tickets_created_at_idx" ON "tickets" USING btree ("created_at");
  CREATE INDEX "ticketType_status_holdExpiresAt_idx" ON "tickets" USING btree ("ticket_type_id","status","hold_expires_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_types_fk" FOREIGN KEY ("ticket_types_id") REFERENCES "public"."ticket_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ticket_orders_fk" FOREIGN KEY ("ticket_orders_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tickets_fk" FOREIGN KEY ("tickets_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ticket_types_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_types_id");
  CREATE INDEX "payload_locked_documents_rels_ticket_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("ticket_orders_id");
  CREATE INDEX "payload_locked_documents_rels_tickets_id_idx" ON "payload_locked_documents_rels" USING btree ("tickets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tickets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ticket_types" CASCADE;
  DROP TABLE "ticket_orders_lines" CASCADE;
  DROP TABLE "ticket_orders" CASCADE;
  DROP TABLE "tickets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ticket_orders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tickets_fk";
  
  DROP INDEX "payload_locked_documents_rels_ticket_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_ticket_orders_id_idx";
  DROP INDEX "payload_locked_documents_rels_tickets_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ticket_orders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "tickets_id";
  DROP TYPE "public"."enum_ticket_orders_status";
  DROP TYPE "public"."enum_tickets_status";`)
}
