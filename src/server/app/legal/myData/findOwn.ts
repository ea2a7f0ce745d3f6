import 'server-only'

import type { CollectionSlug, Payload, Where } from 'payload'

export type Row = Record<string, unknown>

/** Every document of `collection` matching `where`, unpopulated, as the server (no access rules). */
export async function findOwn(
  payload: Payload,
  collection: CollectionSlug,
  where: Where,
): Promise<Row[]> {
  const { docs } = await payload.find({
    collection,
    where,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'createdAt',
  })
  return docs as unknown as Row[]
}

/**
 * Only the named fields of each row: an export lists what it shows, so a field added to a
 * collection later (a note, a secret) never reaches an export unless it is named here.
 */
export const pick = (rows: Row[], fields: readonly string[]): Row[] =>
  rows.map((row) => Object.fromEntries(fields.map((field) => [field, row[field] ?? null])))

export const ids = (rows: Row[]) => rows.map((row) => row.id as number)
