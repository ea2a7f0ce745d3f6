'use client'

/** What the scan route answers for a code. */
export type DoorAnswer =
  | { ok: true; ticketId: number; holder: string; type: string }
  | {
      ok: false
      reason: 'used' | 'otherShow' | 'refunded' | 'transferred' | 'unknown'
      holder?: string
      type?: string
      usedAt?: string
    }

/** A scan the door made: answered, or kept while the connection was down. */
export type QueuedScan = {
  /** Its `Idempotency-Key`: sent again after a lost answer, it replays the first answer. */
  key: string
  code: string
  scannedAt: string
  state: 'queued' | 'synced'
  result?: DoorAnswer
}

const storageKey = (showId: number) => `sahne:door:${showId}`
/** Synced scans kept in the list: the last ones the door may want to look back at. */
const KEEP_SYNCED = 30

/** The show's offline scans from this browser's storage (none when unreadable). */
export function loadQueue(showId: number): QueuedScan[] {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(showId)) ?? '[]') as unknown
    return Array.isArray(stored) ? (stored as QueuedScan[]) : []
  } catch {
    return []
  }
}

/** Keeps the queued scans and the last synced ones; a page closed meanwhile finds them again. */
export function saveQueue(showId: number, scans: QueuedScan[]): void {
  const queued = scans.filter((scan) => scan.state === 'queued')
  const synced = scans.filter((scan) => scan.state === 'synced').slice(-KEEP_SYNCED)
  localStorage.setItem(storageKey(showId), JSON.stringify([...synced, ...queued]))
}
