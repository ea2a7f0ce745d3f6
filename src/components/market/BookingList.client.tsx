'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSend } from '@/components/data/useSend'
import { Link } from '@/i18n/navigation'
import type { BookingSummary } from '@/server/market/bookings/toBookingSummary'

import styles from './Market.module.css'
import { MESSAGE_MAX } from '@/lib/limits'
import { revalidateMarket } from './revalidateMarket'

type Props = { bookings: BookingSummary[] }

/** The user's bookings; a confirmed one can be cancelled with a reason. */
export function BookingList({ bookings }: Props) {
  const t = useTranslations()
  const format = useFormatter()
  return (
    <section aria-labelledby="dashboard-bookings">
      <h2 id="dashboard-bookings">{t('Market2.dashboard.bookings')}</h2>
      {bookings.length ? (
        <ul className={styles.list}>
          {bookings.map((booking) => (
            <li key={booking.id} className={`card ${styles.item}`} data-booking={booking.id}>
              <p className={styles.meta}>
                <strong>{t(`Bookings.state.${booking.state}`)}</strong>
                <time dateTime={booking.gig.date}>
                  {format.dateTime(new Date(booking.gig.date), {
                    dateStyle: 'medium',
                    timeZone: 'Europe/Istanbul',
                  })}
                </time>
              </p>
              <h3>
                {booking.gig.title} · {booking.artist.name}
              </h3>
              {booking.cancelReason ? <p className={styles.text}>{booking.cancelReason}</p> : null}
              {booking.state === 'confirmed' ? (
                <CancelBooking id={booking.id} gigId={booking.gig.id} />
              ) : null}
              <Link
                href={{
                  pathname: '/dashboard/applications/[id]',
                  params: { id: String(booking.application) },
                }}
              >
                {t('Market2.list.openThread')}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('Market2.dashboard.noItems')}</p>
      )}
    </section>
  )
}

function CancelBooking({ id, gigId }: { id: number; gigId: number }) {
  const t = useTranslations('Market2.dashboard')
  const send = useSend()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const cancel = async () => {
    const reply = await send(`/api/bookings/${id}/cancel`, { body: { reason } })
    if (!reply.ok) return setError(reply.error.message)
    setError(null)
    void revalidateMarket(gigId)
  }
  return (
    <div className={styles.answer}>
      <label>
        {t('cancelReason')}
        <input value={reason} maxLength={MESSAGE_MAX} onChange={(e) => setReason(e.target.value)} />
      </label>
      <button type="button" className="button small danger" onClick={() => void cancel()}>
        {t('cancelBooking')}
      </button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  )
}
