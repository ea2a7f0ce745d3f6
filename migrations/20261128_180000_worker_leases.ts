import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The jobs workers' leases (scripts/worker/lease.ts): each running worker renews its row every
// few seconds, and names itself in the meta of each job it claims (`meta.worker`). A job whose
// worker's lease has lapsed (the worker was killed, its machine is gone) is claimed again; a job
// of a worker still renewing is never taken, however long it runs. Not a Payload collection:
// only the workers read and write it.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "worker_leases" (
    "worker" text PRIMARY KEY NOT NULL,
    "expires_at" timestamp(3) with time zone NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "worker_leases";`)
}
