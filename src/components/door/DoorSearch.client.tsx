'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { useSend } from '@/components/data/useSend'
import type { DoorSearchHit } from '@/server/tickets'

import styles from './Door.module.css'
import { clockTime } from './DoorResult.client'

/**
 * The search for a phone without a camera: by the holder's name or the code's last 6 characters
 * (as "My tickets" prints them), each hit with "Admit", which sends its code the camera's way.
 */
export function DoorSearch({
  showId,
  onAdmit,
  answers,
}: {
  showId: number
  onAdmit: (code: string) => Promise<void>
  /** How many answers the door has had: a list on screen is read again after each. */
  answers: number
}) {
  const t = useTranslations('Door')
  const send = useSend()
  const [query, setQuery] = useState('')
  const [hits, setHits] = useState<DoorSearchHit[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const search = async (q: string) => {
    setBusy(true)
    const result = await send<DoorSearchHit[]>(
      `/api/door/${showId}/tickets?q=${encodeURIComponent(q)}`,
      { method: 'GET' },
    )
    setBusy(false)
    // Offline, the last list stays: its "Admit" buttons still queue their scans.
    setError(result.ok ? null : result.error.message)
    if (!result.ok) return
    searched.current = q
    setHits(result.data)
  }
  // The list shown is searched again when an answer comes (a queued scan synced, another phone).
  const searched = useRef<string | null>(null)
  useEffect(() => {
    if (searched.current) void search(searched.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer reads it again
  }, [answers])
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (query.trim()) void search(query)
  }

  return (
    <section className={styles.search} aria-labelledby="door-search">
      <form onSubmit={submit} role="search" className={styles.searchForm}>
        <label id="door-search" htmlFor="door-search-q">
          {t('searchLabel')}
        </label>
        <div className={styles.searchRow}>
          <input
            id="door-search-q"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('searching') : t('search')}
          </button>
        </div>
        <p className={styles.hint}>{t('searchHint')}</p>
      </form>
      {error ? <p className="alert">{error}</p> : null}
      {hits && !hits.length ? <p className={styles.hint}>{t('searchEmpty')}</p> : null}
      {hits?.length ? (
        <ul className={styles.hits}>
          {hits.map((hit) => (
            <li key={hit.ticketId} className={styles.hit}>
              <div>
                <p className={styles.hitName}>{hit.holder}</p>
                <p className={styles.hint}>
                  {hit.type} · <code>{hit.tail}</code> ·{' '}
                  {hit.status === 'used' && hit.usedAt
                    ? t('status.used', { time: clockTime(hit.usedAt) })
                    : t(`status.${hit.status === 'used' ? 'sold' : hit.status}`)}
                </p>
              </div>
              {hit.status === 'sold' ? (
                <button type="button" className="button" onClick={() => void onAdmit(hit.code)}>
                  {t('admit')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
