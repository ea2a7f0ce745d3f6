import { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No schema change. The marketplace, email, rate-limit and search migrations were written in
 * parallel, each against a snapshot without the others' tables; each created its own part. This
 * migration's snapshot (the .json beside it) is the whole schema again, so the next
 * `migrate:create` compares against the truth instead of re-creating those tables.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
