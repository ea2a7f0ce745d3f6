import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The `sendEmail` jobs whose mail the SMTP server accepted, recorded the moment it did (see
// src/server/outreach/email/sendQueuedMail.ts): a job run again after its worker died never sends
// a mail recorded here. A row goes with its job (deleted once done). Not a Payload collection:
// only the task reads and writes it.

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE IF NOT EXISTS "sent_mails" (
    "job_id" integer PRIMARY KEY NOT NULL REFERENCES "payload_jobs" ("id") ON DELETE CASCADE,
    "sent_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "sent_mails";`)
}
