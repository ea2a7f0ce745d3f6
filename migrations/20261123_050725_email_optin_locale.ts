import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Addresses subscribed before the double opt-in asked for the newsletter: they count as confirmed.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_locale" AS ENUM('tr', 'en');
  CREATE TYPE "public"."enum_users_locale" AS ENUM('tr', 'en');
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  UPDATE "subscribers" SET "status" = 'confirmed' WHERE "status" = 'subscribed';
  DROP TYPE "public"."enum_subscribers_status";
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_subscribers_status" USING "status"::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ADD COLUMN "locale" "enum_subscribers_locale" DEFAULT 'tr';
  ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" varchar;
  ALTER TABLE "subscribers" ADD COLUMN "confirm_token_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "locale" "enum_users_locale" DEFAULT 'tr';
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_confirm_token_hash_idx" ON "subscribers" USING btree ("confirm_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'subscribed'::text;
  UPDATE "subscribers" SET "status" = CASE WHEN "status" = 'confirmed' THEN 'subscribed' ELSE 'unsubscribed' END;
  DROP TYPE "public"."enum_subscribers_status";
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('subscribed', 'unsubscribed');
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DEFAULT 'subscribed'::"public"."enum_subscribers_status";
  ALTER TABLE "subscribers" ALTER COLUMN "status" SET DATA TYPE "public"."enum_subscribers_status" USING "status"::"public"."enum_subscribers_status";
  DROP INDEX "subscribers_status_idx";
  DROP INDEX "subscribers_confirm_token_hash_idx";
  ALTER TABLE "subscribers" DROP COLUMN "locale";
  ALTER TABLE "subscribers" DROP COLUMN "confirmed_at";
  ALTER TABLE "subscribers" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token_hash";
  ALTER TABLE "subscribers" DROP COLUMN "confirm_token_expires_at";
  ALTER TABLE "users" DROP COLUMN "locale";
  DROP TYPE "public"."enum_subscribers_locale";
  DROP TYPE "public"."enum_users_locale";`)
}
