import 'server-only'

import type { PayloadRequest } from 'payload'

type Adapter = PayloadRequest['payload']['db']
type Callback = () => void | Promise<void>
type Pending = Map<string | number, Array<Callback>>

const PENDING = Symbol.for('sahne.afterCommit')

/*
 * Payload runs collection hooks inside the change's transaction (`req.transactionID`), before it
 * commits, and has no after-commit hook: a read started by a hook, or by another request right
 * after it, still sees the old rows. So the adapter's commit and rollback are wrapped once, and
 * callbacks queued for a transaction run when (and only if) its commit has finished.
 */
function pendingOf(db: Adapter): Pending {
  const tagged = db as Adapter & { [PENDING]?: Pending }
  if (tagged[PENDING]) return tagged[PENDING]
  const pending: Pending = new Map()
  tagged[PENDING] = pending
  const commit = db.commitTransaction.bind(db)
  const rollback = db.rollbackTransaction.bind(db)
  db.commitTransaction = async (id) => {
    await commit(id)
    const key = await id
    const callbacks = pending.get(key) ?? []
    pending.delete(key)
    for (const callback of callbacks) await callback()
  }
  db.rollbackTransaction = async (id) => {
    pending.delete(await id)
    await rollback(id)
  }
  return pending
}

/** Runs `callback` once the request's transaction has committed, at once when there is none. */
export async function afterCommit(req: PayloadRequest, callback: Callback): Promise<void> {
  const id = await req.transactionID
  if (id === undefined || id === null) return callback()
  const pending = pendingOf(req.payload.db)
  pending.set(id, [...(pending.get(id) ?? []), callback])
}
