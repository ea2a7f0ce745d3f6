import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/*
 * No change of its own: the door's staff and invitation mail (20261129_220615, 20261129_221309)
 * were made beside the transfers, alerts and refund windows, each against the schema before the
 * others. This migration's snapshot is the schema with all of them, so the next migration is
 * computed against the whole.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
