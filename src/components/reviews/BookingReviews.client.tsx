'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { BOOKING_REVIEWS_ANCHOR } from '@/lib/market/reviewScores'
import type { BookingReviews as Reviews } from '@/server/market'

import { ReplyForm } from './ReplyForm.client'
import { ReviewCard } from './ReviewCard'
import { ReviewForm } from './ReviewForm.client'
import styles from './Reviews.module.css'
import { TIME_ZONE } from '@/i18n/locales'

/**
 * A booking's reviews as one party sees them: the form while they may write, their own review,
 * the blind state until both are in (or the 14 days end), then the other's with a reply form.
 */
export function BookingReviews({ bookingId }: { bookingId: number }) {
  const t = useTranslations('Reviews')
  const format = useFormatter()
  const { data, mutate, reload } = useApi<Reviews>(`/api/bookings/${bookingId}/review`)
  if (!data) return null
  const date = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeZone: TIME_ZONE })
  const saved = (next: Reviews) =>
    void mutate((answer) => (answer ? { ...answer, data: next } : answer), { revalidate: false })

  return (
    <section
      className={styles.section}
      aria-labelledby={BOOKING_REVIEWS_ANCHOR}
      data-testid="booking-reviews"
    >
      <h2 id={BOOKING_REVIEWS_ANCHOR}>{t('title')}</h2>
      {data.state !== 'completed' ? <p className={styles.note}>{t('form.notYet')}</p> : null}
      {data.canReview ? (
        <>
          <p className={styles.note}>{t('form.windowEnds', { date: date(data.windowEndsAt!) })}</p>
          <ReviewForm bookingId={bookingId} direction={data.direction} onSaved={saved} />
        </>
      ) : null}
      {data.state === 'completed' && !data.canReview && !data.mine && !data.theirs ? (
        <p className={styles.note}>{t('form.closed')}</p>
      ) : null}
      {data.mine ? (
        <>
          <h3>{t('form.yours')}</h3>
          <ReviewCard review={data.mine} />
        </>
      ) : null}
      {data.mine && !data.revealed && data.windowEndsAt ? (
        <p role="status" className={styles.note}>
          {t('form.waiting', { date: date(data.windowEndsAt) })}
        </p>
      ) : null}
      {data.theirs ? (
        <>
          <h3>{t('form.theirs')}</h3>
          <ReviewCard review={data.theirs} />
          {data.canReply ? (
            <ReplyForm reviewId={data.theirs.id} onSaved={() => void reload()} />
          ) : null}
        </>
      ) : null}
    </section>
  )
}
