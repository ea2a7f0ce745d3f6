'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { revalidateApi } from '@/components/data/revalidateApi'
import { useSend } from '@/components/data/useSend'
import { ConfirmDialog } from '@/components/feedback/ConfirmDialog.client'
import type { CalendarStatus } from '@/lib/availability/calendarStatus'

import styles from './ExternalCalendar.module.css'

const PATH = '/api/me/availability/calendar'

/**
 * Beside the month view: the artist's secret iCal address (saved, changed or removed; shown back
 * only as its host) and the last reading's outcome, read again every 5 s until the first reading
 * after a save is done, when the month view is read again too.
 */
export function ExternalCalendar() {
  const t = useTranslations('AvailabilityCalendarFeed')
  const format = useFormatter()
  const send = useSend()
  const calendar = useApi<CalendarStatus | null>(PATH, {
    refreshInterval: (latest) => (latest?.status === 'pending' ? 5000 : 0),
  })
  const status = calendar.data ?? null
  const [editing, setEditing] = useState(false)
  const [address, setAddress] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const lastStatus = useRef<string | null>(null)

  useEffect(() => {
    const seen = status ? `${status.status}${status.lastFetchedAt}` : null
    // A reading finished: the month view shows its days.
    if (lastStatus.current !== null && seen !== lastStatus.current)
      void revalidateApi('/api/me/availability')
    lastStatus.current = seen
  }, [status])

  const save = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send<CalendarStatus>(PATH, { method: 'PUT', body: { address } })
    setBusy(false)
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    setEditing(false)
    setAddress('')
    void calendar.mutate()
  }

  const remove = async () => {
    setBusy(true)
    const reply = await send(PATH, { method: 'DELETE' })
    setBusy(false)
    setConfirming(false)
    if (!reply.ok) return setError(reply.error.message)
    void calendar.mutate()
    void revalidateApi('/api/me/availability')
  }

  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' }) : ''
  const showForm = editing || (!status && !calendar.isLoading)

  return (
    <section className={styles.section} aria-labelledby="external-calendar-title">
      <h2 id="external-calendar-title">{t('title')}</h2>
      <div className={`card ${styles.card}`} data-testid="external-calendar">
        <p className={styles.help}>{t('help')}</p>
        {status ? (
          <>
            <p className={styles.current}>{t('current', { address: status.address })}</p>
            <p
              role="status"
              data-status={status.status}
              className={`${styles.status} ${styles[status.status]}`}
            >
              {status.status === 'pending'
                ? t('pending')
                : status.status === 'ok'
                  ? t('ok', { when: when(status.lastFetchedAt), count: status.busyDays ?? 0 })
                  : t('failed', {
                      when: when(status.lastFetchedAt),
                      reason: t(`failures.${status.failure ?? 'network'}`, {
                        status: status.httpStatus ?? 0,
                      }),
                    })}
            </p>
          </>
        ) : null}
        {showForm ? (
          <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
            <label htmlFor="external-calendar-address">{t('addressLabel')}</label>
            <input
              id="external-calendar-address"
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              required
              value={address}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'external-calendar-error' : undefined}
              placeholder={t('addressPlaceholder')}
              onChange={(event) => setAddress(event.target.value)}
            />
            <div className={styles.actions}>
              <button type="submit" className="button small" disabled={busy || !address.trim()}>
                {busy ? t('working') : t('save')}
              </button>
              {status ? (
                <button
                  type="button"
                  className="button small secondary"
                  onClick={() => {
                    setEditing(false)
                    setError(null)
                  }}
                >
                  {t('cancel')}
                </button>
              ) : null}
            </div>
          </form>
        ) : status ? (
          <div className={styles.actions}>
            <button type="button" className="button small" onClick={() => setEditing(true)}>
              {t('change')}
            </button>
            <button
              type="button"
              className="button small secondary"
              onClick={() => setConfirming(true)}
            >
              {t('remove')}
            </button>
          </div>
        ) : null}
        <p id="external-calendar-error" className="form-status error" role="alert">
          {error ?? ''}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('remove')}
        text={t('confirmRemove')}
        keepLabel={t('cancel')}
        confirmLabel={t('remove')}
        busyLabel={t('working')}
        busy={busy}
        onConfirm={() => void remove()}
        onKeep={() => setConfirming(false)}
      />
    </section>
  )
}
