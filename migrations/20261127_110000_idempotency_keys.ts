import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The Idempotency-Key of each keyed write, recorded inside the write's own transaction (see
// src/server/platform/idempotency): one row per caller and key, with the answer to replay. Not a
// Payload collection: no request reads or writes it through the Local API, only the transaction
// helper and the route layer, by its unique index.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "idempotency_keys" (
    "id" serial PRIMARY KEY NOT NULL,
    "caller" varchar NOT NULL,
    "key" varchar(255) NOT NULL,
    "fingerprint" varchar NOT NULL,
    "status" integer,
    "body" text,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS "idempotency_keys_caller_key_idx"
    ON "idempotency_keys" ("caller", "key");
  CREATE INDEX IF NOT EXISTS "idempotency_keys_expires_at_idx" ON "idempotency_keys" ("expires_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "idempotency_keys";`)
}
