'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { dateTag, toLocale } from '@/i18n/locales'
import { addMonths, monthGrid } from '@/lib/availability/monthGrid'
import { istanbulDay } from '@/lib/market/istanbulTime'
import { AVAILABILITY_LIMITS } from '@/lib/limits'
import type { MyAvailability } from '@/server/market'

import { dayStates, monthEnd } from './monthDays'
import styles from './AvailabilityCalendar.module.css'
import { WeekdaysHead } from './WeekdaysHead'

type Mode = 'day' | 'range'

/**
 * The artist's month view: tap a day to block or free it, or in range mode tap a first and a last
 * day; bookings show on their day with their venue and cannot be freed here. Each change replaces
 * the tapped days' blocks (`PUT /api/me/availability`) and shows the saved month. Days from the
 * artist's external calendar are marked as such and are not freed by a tap.
 */
export function AvailabilityCalendar() {
  const t = useTranslations('AvailabilityPage')
  const tFeed = useTranslations('AvailabilityCalendarFeed')
  const locale = toLocale(useLocale())
  const send = useSend()
  const today = istanbulDay(new Date())
  const [month, setMonth] = useState(today.slice(0, 7))
  const [mode, setMode] = useState<Mode>('day')
  const [anchor, setAnchor] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null)
  const from = `${month}-01`
  const to = monthEnd(month)
  const calendar = useApi<MyAvailability>(`/api/me/availability?from=${from}&to=${to}`)
  const stateOf = dayStates(calendar.data, from, to)

  const save = async (first: string, last: string, block: boolean) => {
    setSaving(true)
    const reply = await send<MyAvailability>('/api/me/availability', {
      method: 'PUT',
      body: {
        from: first,
        to: last,
        blocks: block ? [{ from: first, to: last, note: note.trim() || null }] : [],
      },
    })
    setSaving(false)
    setStatus(reply.ok ? { ok: true, text: t('saved') } : { ok: false, text: reply.error.message })
    if (reply.ok) void calendar.mutate()
  }

  const tap = (day: string) => {
    const state = stateOf(day)
    if (saving || state.kind === 'booked') return
    // The external calendar's days change in that calendar only: say so instead of saving.
    if (state.kind === 'blocked' && state.source === 'ical')
      return setStatus({ ok: false, text: tFeed('fromCalendarNote') })
    if (mode === 'day') return void save(day, day, stateOf(day).kind === 'free')
    if (!anchor) return setAnchor(day)
    const [first, last] = anchor <= day ? [anchor, day] : [day, anchor]
    setAnchor(null)
    void save(first, last, stateOf(anchor).kind === 'free')
  }

  const monthName = new Intl.DateTimeFormat(dateTag(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${from}T00:00:00Z`))
  const bookings = calendar.data?.bookings ?? []
  const bookingDay = new Intl.DateTimeFormat(dateTag(locale), {
    day: 'numeric',
    month: 'long',
    weekday: 'short',
    timeZone: 'UTC',
  })
  const hasCalendarDays = (calendar.data?.blocks ?? []).some((b) => b.source === 'ical')

  return (
    <section
      className={styles.section}
      aria-labelledby="availability-title"
      data-testid="availability"
    >
      <h2 id="availability-title">{t('title')}</h2>
      <div className={`card ${styles.card}`}>
        <p className={styles.help}>{t('help')}</p>
        <div className={styles.toolbar}>
          <div className={styles.modes} role="group" aria-label={t('modeLabel')}>
            {(['day', 'range'] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={styles.mode}
                aria-pressed={mode === value}
                onClick={() => {
                  setMode(value)
                  setAnchor(null)
                }}
              >
                {t(value === 'day' ? 'modeDay' : 'modeRange')}
              </button>
            ))}
          </div>
          <label className={styles.note}>
            {t('note')}
            <input
              value={note}
              maxLength={AVAILABILITY_LIMITS.note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('notePlaceholder')}
            />
          </label>
        </div>
        <div className={styles.monthNav}>
          <button
            type="button"
            className="button small secondary"
            onClick={() => setMonth(addMonths(month, -1))}
            aria-label={t('previousMonth')}
          >
            ‹
          </button>
          <h3 aria-live="polite">{monthName}</h3>
          <button
            type="button"
            className="button small secondary"
            onClick={() => setMonth(addMonths(month, 1))}
            aria-label={t('nextMonth')}
          >
            ›
          </button>
        </div>
        <table className={styles.grid} aria-busy={!calendar.data || saving}>
          <WeekdaysHead locale={locale} width="short" />
          <tbody>
            {monthGrid(month).map((week, i) => (
              <tr key={i}>
                {week.map((day, j) => {
                  if (!day) return <td key={j} />
                  const state = stateOf(day)
                  const fromCalendar = state.kind === 'blocked' && state.source === 'ical'
                  const label =
                    state.kind === 'booked'
                      ? t('dayBooked', { day, gig: state.gig, venue: state.venue })
                      : state.kind === 'blocked'
                        ? t(state.source === 'ical' ? 'dayFromCalendar' : 'dayBlocked', { day })
                        : t('dayFree', { day })
                  return (
                    <td key={j}>
                      <button
                        type="button"
                        className={`${styles.day} ${styles[state.kind]} ${fromCalendar ? styles.fromCalendar : ''} ${day === anchor ? styles.anchor : ''} ${day === today ? styles.today : ''}`}
                        data-day={day}
                        data-state={fromCalendar ? 'calendar' : state.kind}
                        aria-label={label}
                        title={label}
                        disabled={state.kind === 'booked' || !calendar.data}
                        onClick={() => tap(day)}
                      >
                        <span>{Number(day.slice(8))}</span>
                        {fromCalendar ? (
                          <svg
                            className={styles.calendarMark}
                            viewBox="0 0 16 16"
                            aria-hidden="true"
                          >
                            <path d="M3 3h10v10H3zM3 6h10M6 1.5v3M10 1.5v3" />
                          </svg>
                        ) : null}
                        {state.kind === 'booked' ? (
                          <span className={styles.venue}>{state.venue}</span>
                        ) : null}
                      </button>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.legend}>
          <span>
            <span className={`${styles.swatch} ${styles.blocked}`} aria-hidden="true" />
            {t('legendBlocked')}
          </span>
          <span>
            <span className={`${styles.swatch} ${styles.fromCalendar}`} aria-hidden="true" />
            {tFeed('legendFromCalendar')}
          </span>
          <span>
            <span className={`${styles.swatch} ${styles.booked}`} aria-hidden="true" />
            {t('legendBooked')}
          </span>
        </p>
        {/* Said once: after a tap on such a day the status line below says it. */}
        {hasCalendarDays && status?.text !== tFeed('fromCalendarNote') ? (
          <p className={styles.help}>{tFeed('fromCalendarNote')}</p>
        ) : null}
        <p
          role="status"
          className={`form-status ${status ? (status.ok ? 'success' : 'error') : ''}`}
        >
          {anchor ? t('pickLast', { day: anchor }) : saving ? t('saving') : (status?.text ?? '')}
        </p>
        {bookings.length ? (
          <ul className={styles.bookings} aria-label={t('bookingsThisMonth')}>
            {bookings.map((b) => (
              <li key={`${b.gigId}`}>
                <strong>
                  <time dateTime={b.day}>{bookingDay.format(new Date(`${b.day}T00:00:00Z`))}</time>
                </strong>{' '}
                {t('bookingLine', { gig: b.gig, venue: b.venue })}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
