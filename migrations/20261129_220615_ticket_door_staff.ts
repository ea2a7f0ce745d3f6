import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "door_staff" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gig_id" integer NOT NULL,
  	"organizer_id" integer,
  	"email" varchar NOT NULL,
  	"user_id" integer,
  	"invited_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "door_staff_id" integer;
  ALTER TABLE "door_staff" ADD CONSTRAINT "door_staff_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "door_staff" ADD CONSTRAINT "door_staff_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "door_staff" ADD CONSTRAINT "door_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "door_staff" ADD CONSTRAINT "door_staff_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "door_staff_gig_idx" ON "door_staff" USING btree ("gig_id");
  CREATE INDEX "door_staff_organizer_idx" ON "door_staff" USING btree ("organizer_id");
  CREATE INDEX "door_staff_email_idx" ON "door_staff" USING btree ("email");
  CREATE INDEX "door_staff_user_idx" ON "door_staff" USING btree ("user_id");
  CREATE INDEX "door_staff_invited_by_idx" ON "door_staff" USING btree ("invited_by_id");
  CREATE INDEX "door_staff_updated_at_idx" ON "door_staff" USING btree ("updated_at");
  CREATE INDEX "door_staff_created_at_idx" ON "door_staff" USING btree ("created_at");
  CREATE UNIQUE INDEX "gig_email_idx" ON "door_staff" USING btree ("gig_id","email");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_door_staff_fk" FOREIGN KEY ("door_staff_id") REFERENCES "public"."door_staff"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_door_staff_id_idx" ON "payload_locked_documents_rels" USING btree ("door_staff_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "door_staff" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "door_staff" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_door_staff_fk";
  
  DROP INDEX "payload_locked_documents_rels_door_staff_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "door_staff_id";`)
}
