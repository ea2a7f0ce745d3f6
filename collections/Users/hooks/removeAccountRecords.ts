import type { CollectionBeforeDeleteHook } from 'payload'

import { removeAccountRecords as remove } from '../../../src/server/app'

/** An account's deletion never fails on rows that point at it, nor leaves them broken. */
export const removeAccountRecords: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await remove(req, Number(id))
}
