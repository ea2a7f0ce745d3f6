'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import pill from '@/components/market/StatePill.module.css'
import { useBookingPaymentStatus } from '@/components/payments/useBookingPaymentStatus'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import { termsMayChange } from '@/lib/payments/paymentStates'
import type { BookingSummary } from '@/server/market'

import { AskTermsChange } from './AskTermsChange.client'
import { ConfirmTerms } from './ConfirmTerms.client'
import { TermsChangeRequest } from './TermsChangeRequest'
import { TermsForm } from './TermsForm.client'
import { TermsSummary } from './TermsSummary'
import styles from './Terms.module.css'

const PrintIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v7H6z" />
  </svg>
)

/**
 * A confirmed booking's terms: the status badge and summary for both parties; the organizer
 * proposes or changes them in a form, the artist confirms proposed ones or asks for a change
 * (which the organizer reads here); then the printable confirmation and its PDF.
 */
export function TermsPanel({ booking }: { booking: BookingSummary }) {
  const t = useTranslations('Terms')
  const { user } = useSession()
  const [editing, setEditing] = useState(false)
  const organizer = user?.role === 'organizer'
  const artist = user?.role === 'artist'
  const open = booking.state === 'confirmed'
  const payment = useBookingPaymentStatus(booking.id)
  const showForm = organizer && open && (editing || !booking.terms)
  return (
    <section
      className={`card ${styles.panel}`}
      aria-labelledby="terms-heading"
      data-terms={booking.termsStatus}
    >
      <div className={styles.head}>
        <h2 id="terms-heading">{t('heading')}</h2>
        <strong
          className={pill.pill}
          data-state={booking.termsChangeRequest ? 'changeRequested' : booking.termsStatus}
        >
          {booking.termsChangeRequest
            ? t('status.changeRequested')
            : t(`status.${booking.termsStatus}`)}
        </strong>
      </div>
      {booking.terms ? (
        <TermsSummary terms={booking.terms} />
      ) : (
        <p className={styles.empty}>{organizer ? t('emptyOrganizer') : t('emptyArtist')}</p>
      )}
      {booking.termsChangeRequest ? (
        <TermsChangeRequest
          request={booking.termsChangeRequest}
          reader={artist ? 'artist' : organizer ? 'organizer' : 'other'}
        />
      ) : null}
      {showForm ? (
        <TermsForm
          booking={booking}
          onDone={() => setEditing(false)}
          onCancel={booking.terms ? () => setEditing(false) : undefined}
        />
      ) : null}
      <div className={styles.actions}>
        {artist && open && booking.termsStatus === 'proposed' ? (
          <>
            <ConfirmTerms bookingId={booking.id} proposedAt={booking.termsProposedAt} />
            <AskTermsChange bookingId={booking.id} proposedAt={booking.termsProposedAt} />
          </>
        ) : null}
        {organizer && open && booking.terms && !editing && payment.known ? (
          // Paid terms are not offered for change: the server would refuse the filled-in form.
          termsMayChange(payment.status) ? (
            <button type="button" className="button secondary" onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
          ) : (
            <span className={styles.hint}>{t('lockedPaid')}</span>
          )
        ) : null}
        {organizer &&
        booking.termsStatus === 'proposed' &&
        !booking.termsChangeRequest &&
        !editing ? (
          <span className={styles.hint}>{t('waitingArtist')}</span>
        ) : null}
        {booking.terms ? (
          <>
            <Link
              href={{
                pathname: '/dashboard/bookings/[id]/confirmation',
                params: { id: String(booking.id) },
              }}
            >
              <PrintIcon />
              {t('print')}
            </Link>
          </>
        ) : null}
      </div>
    </section>
  )
}
