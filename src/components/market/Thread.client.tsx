'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { LIVE_REFRESH_MS } from '@/components/data/liveRefresh'
import { revalidateApi } from '@/components/data/revalidateApi'
import { useApi } from '@/components/data/useApi'
import { useSend } from '@/components/data/useSend'
import { FieldError } from '@/components/forms/FieldError'
import { useServerError } from '@/components/forms/useServerError'
import { Link } from '@/i18n/navigation'
import type { ThreadMessage } from '@/server/market'
import type { ApplicationSummary } from '@/server/market'
import type { BookingSummary } from '@/server/market'
import { MESSAGE_MAX } from '@/lib/limits'

import { ApplicationCard } from './ApplicationCard'
import { BookingReviews } from '@/components/reviews/BookingReviews.client'
import { PaymentCard } from '@/components/payments/PaymentCard.client'

import { BookingCard } from './BookingCard.client'
import { TermsPanel } from './terms/TermsPanel.client'
import styles from './Cards.module.css'
import { ThreadMessages } from './ThreadMessages.client'
import thread from './Thread.module.css'

const fieldId = (field: string) => (field === 'text' ? 'thread-text' : null)

/**
 * One application as its two parties see it: the booking's summary first once booked, the
 * application (a venue sees the artist's card), then the conversation and one composer. The
 * messages are read again every 30 s while the tab is visible.
 */
export function Thread({ id }: { id: string }) {
  const t = useTranslations('Market2.thread')
  const send = useSend()
  const errors = useServerError(fieldId)
  const applications = useApi<ApplicationSummary[]>('/api/me/applications')
  const bookings = useApi<BookingSummary[]>('/api/me/bookings')
  const path = `/api/applications/${id}/messages`
  const messages = useApi<ThreadMessage[]>(path, { refreshInterval: LIVE_REFRESH_MS })
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const application = applications.data?.find((a) => String(a.id) === id)
  const booking = bookings.data?.find((b) => String(b.application) === id)
  if (messages.error) return <p role="alert">{messages.error.message}</p>

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    const reply = await send(path, { body: { text } })
    setBusy(false)
    errors.show(reply.ok ? null : reply.error)
    if (!reply.ok) return
    setText('')
    void revalidateApi(path, '/api/me/notifications')
  }

  return (
    <div className={thread.page}>
      <Link href="/dashboard" className={thread.back}>
        ← {t('back')}
      </Link>
      <h1>{application?.gig.title ?? t('title')}</h1>
      {booking ? (
        <ul className={styles.list}>
          <BookingCard booking={booking} showThreadLink={false} />
        </ul>
      ) : null}
      {booking ? <TermsPanel booking={booking} /> : null}
      {booking && booking.termsStatus === 'confirmed' ? (
        <PaymentCard bookingId={booking.id} bookingState={booking.state} />
      ) : null}
      {application ? (
        // Under its own heading: after the booking's blocks it read as one of its reviews.
        <section aria-labelledby="thread-application">
          <h2 id="thread-application">
            {t(application.kind === 'invitation' ? 'invitationHeading' : 'applicationHeading')}
          </h2>
          <ul className={styles.list}>
            <ApplicationCard application={application} showThreadLink={false} />
          </ul>
        </section>
      ) : null}
      {booking ? <BookingReviews bookingId={booking.id} /> : null}
      <section aria-labelledby="thread-heading" className={thread.conversation}>
        <h2 id="thread-heading">{t('conversation')}</h2>
        {messages.data?.length === 0 ? (
          <p className={styles.empty}>{t('emptyHint')}</p>
        ) : (
          <ThreadMessages messages={messages.data ?? []} />
        )}
        <form className={thread.composer} onSubmit={submit}>
          <label htmlFor="thread-text">{t('write')}</label>
          <textarea
            id="thread-text"
            rows={3}
            maxLength={MESSAGE_MAX}
            required
            value={text}
            onChange={(event) => {
              errors.changed('thread-text')
              setText(event.target.value)
            }}
            {...errors.invalid('thread-text')}
          />
          <FieldError errors={errors} id="thread-text" />
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('sending') : t('send')}
          </button>
          {errors.formError ? <p role="alert">{errors.formError}</p> : null}
        </form>
      </section>
    </div>
  )
}
