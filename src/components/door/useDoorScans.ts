'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey'

import { loadQueue, saveQueue, type DoorAnswer, type QueuedScan } from './doorQueue'

/** What the full-screen result shows: checking, an answer, a scan queued offline, or a refusal. */
export type Shown =
  | { kind: 'checking' }
  | { kind: 'answer'; answer: DoorAnswer }
  | { kind: 'queued' }
  | { kind: 'error'; message: string }

/** How often the page tries to send its queue while scans wait in it. */
const SYNC_EVERY_MS = 5_000

/** No answer came (the connection is down) or the server could not answer: keep the scan. */
const unanswered = (status: number) => status === 0 || status >= 500

/**
 * The door's scans: each code goes to the scan route with an `Idempotency-Key` of its own. With no
 * answer it is kept in this browser (localStorage) as "queued" and sent again when the connection
 * comes back (the `online` event, and every few seconds); the key makes a resend of a scan that
 * did arrive replay its first answer. Synced scans keep their answer for the list.
 */
export function useDoorScans(showId: number, onAnswered: () => void) {
  const send = useSend()
  // Read once on the client; the server has no storage (and renders no list before the session).
  const [scans, setScans] = useState<QueuedScan[]>(() =>
    typeof window === 'undefined' ? [] : loadQueue(showId),
  )
  const [shown, setShown] = useState<Shown | null>(null)
  const [offline, setOffline] = useState(false)
  const syncing = useRef(false)

  const store = useCallback(
    (change: (scans: QueuedScan[]) => QueuedScan[]) =>
      setScans(() => {
        const next = change(loadQueue(showId))
        saveQueue(showId, next)
        return loadQueue(showId)
      }),
    [showId],
  )

  const post = useCallback(
    (scan: QueuedScan) =>
      send<DoorAnswer>(`/api/door/${showId}/scan`, {
        body: { code: scan.code },
        idempotencyKey: scan.key,
      }),
    [send, showId],
  )

  const sync = useCallback(async () => {
    if (syncing.current) return
    syncing.current = true
    try {
      for (const scan of loadQueue(showId).filter((entry) => entry.state === 'queued')) {
        const result = await post(scan)
        if (!result.ok && unanswered(result.error.status)) return setOffline(true)
        const answer: DoorAnswer = result.ok ? result.data : { ok: false, reason: 'unknown' }
        store((all) =>
          all.map((entry) =>
            entry.key === scan.key ? { ...entry, state: 'synced', result: answer } : entry,
          ),
        )
      }
      setOffline(false)
      onAnswered()
    } finally {
      syncing.current = false
    }
  }, [onAnswered, post, showId, store])

  const scan = useCallback(
    async (code: string) => {
      const entry: QueuedScan = {
        key: newIdempotencyKey(),
        code,
        scannedAt: new Date().toISOString(),
        state: 'queued',
      }
      setShown({ kind: 'checking' })
      const result = navigator.onLine ? await post(entry) : null
      if (result?.ok) {
        setOffline(false)
        setShown({ kind: 'answer', answer: result.data })
        onAnswered()
      } else if (result && !unanswered(result.error.status)) {
        setShown({ kind: 'error', message: result.error.message })
      } else {
        setOffline(true)
        store((all) => [...all, entry])
        setShown({ kind: 'queued' })
      }
    },
    [onAnswered, post, store],
  )

  const waiting = scans.some((entry) => entry.state === 'queued')
  useEffect(() => {
    window.addEventListener('online', sync)
    const timer = waiting ? window.setInterval(sync, SYNC_EVERY_MS) : undefined
    return () => {
      window.removeEventListener('online', sync)
      window.clearInterval(timer)
    }
  }, [sync, waiting])

  return { scans, shown, offline, scan, dismiss: () => setShown(null) }
}
