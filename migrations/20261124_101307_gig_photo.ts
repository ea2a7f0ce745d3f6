import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gigs" ADD COLUMN "photo_id" integer;
  ALTER TABLE "gigs" ADD CONSTRAINT "gigs_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "gigs_photo_idx" ON "gigs" USING btree ("photo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "gigs" DROP CONSTRAINT "gigs_photo_id_photos_id_fk";
  
  DROP INDEX "gigs_photo_idx";
  ALTER TABLE "gigs" DROP COLUMN "photo_id";`)
}
