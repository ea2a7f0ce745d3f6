import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A contract acceptance is of a booking or of a ticket order: `order` beside `booking`, exactly one
 * of the two set (the check constraint holds it whatever writes the row). Adding a column and a
 * constraint fires no row trigger, so the append-only trigger stays as it is.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contract_acceptances" ALTER COLUMN "booking" DROP NOT NULL;
  ALTER TABLE "contract_acceptances" ADD COLUMN "order" numeric;
  CREATE INDEX "contract_acceptances_order_idx" ON "contract_acceptances" USING btree ("order");
  ALTER TABLE "contract_acceptances" ADD CONSTRAINT "contract_acceptances_one_subject"
    CHECK (("booking" IS NULL) <> ("order" IS NULL));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Order acceptances cannot be kept without their order, nor deleted (the table is append-only):
  // going down with any of them fails on the NOT NULL, as it should.
  await db.execute(sql`
   ALTER TABLE "contract_acceptances" DROP CONSTRAINT "contract_acceptances_one_subject";
   DROP INDEX "contract_acceptances_order_idx";
  ALTER TABLE "contract_acceptances" ALTER COLUMN "booking" SET NOT NULL;
  ALTER TABLE "contract_acceptances" DROP COLUMN "order";`)
}
