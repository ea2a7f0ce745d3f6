import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" ADD COLUMN "former_nonces" jsonb;
  ALTER TABLE "tickets" ADD COLUMN "used_at" timestamp(3) with time zone;
  ALTER TABLE "tickets" ADD COLUMN "used_by_id" integer;
  ALTER TABLE "tickets" ADD CONSTRAINT "tickets_used_by_id_users_id_fk" FOREIGN KEY ("used_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tickets_used_by_idx" ON "tickets" USING btree ("used_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tickets" DROP CONSTRAINT "tickets_used_by_id_users_id_fk";
  
  DROP INDEX "tickets_used_by_idx";
  ALTER TABLE "tickets" DROP COLUMN "former_nonces";
  ALTER TABLE "tickets" DROP COLUMN "used_at";
  ALTER TABLE "tickets" DROP COLUMN "used_by_id";`)
}
