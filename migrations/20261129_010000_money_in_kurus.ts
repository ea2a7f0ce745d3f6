import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The market's money moves from lira to integer kuruş, the unit the payments and their ledger
 * already use: every fee column times 100. The columns stay `numeric`, so the product is exact;
 * `round` only drops the scale a lira amount with a fraction would leave.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "gigs" SET "fee_amount" = round("fee_amount" * 100), "fee_min" = round("fee_min" * 100),
     "fee_max" = round("fee_max" * 100);
   UPDATE "artists" SET "fee_range_min" = round("fee_range_min" * 100),
     "fee_range_max" = round("fee_range_max" * 100);
   UPDATE "applications" SET "proposed_fee" = round("proposed_fee" * 100);
   UPDATE "bookings" SET "agreed_fee_amount" = round("agreed_fee_amount" * 100),
     "agreed_fee_min" = round("agreed_fee_min" * 100), "agreed_fee_max" = round("agreed_fee_max" * 100),
     "terms_fee_amount" = round("terms_fee_amount" * 100);`)
}

/** Back to lira: an amount with kuruş keeps them as a fraction. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "gigs" SET "fee_amount" = "fee_amount" / 100, "fee_min" = "fee_min" / 100,
     "fee_max" = "fee_max" / 100;
   UPDATE "artists" SET "fee_range_min" = "fee_range_min" / 100,
     "fee_range_max" = "fee_range_max" / 100;
   UPDATE "applications" SET "proposed_fee" = "proposed_fee" / 100;
   UPDATE "bookings" SET "agreed_fee_amount" = "agreed_fee_amount" / 100,
     "agreed_fee_min" = "agreed_fee_min" / 100, "agreed_fee_max" = "agreed_fee_max" / 100,
     "terms_fee_amount" = "terms_fee_amount" / 100;`)
}
