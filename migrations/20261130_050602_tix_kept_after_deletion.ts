import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_orders" ALTER COLUMN "buyer_id" DROP NOT NULL;
  ALTER TABLE "tickets" ALTER COLUMN "holder_id" DROP NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ticket_orders" ALTER COLUMN "buyer_id" SET NOT NULL;
  ALTER TABLE "tickets" ALTER COLUMN "holder_id" SET NOT NULL;`)
}
