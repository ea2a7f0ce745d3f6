import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/*
 * No change of its own: the refund windows (20261129_220839) and the transfers and on-sale alerts
 * (20261129_220913, 20261129_224044) were made side by side, each against the schema before the
 * other. This migration's snapshot is the schema with all of them, so the next migration is
 * computed against the whole.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
