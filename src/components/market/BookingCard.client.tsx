'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useMoney } from '@/components/i18n/useMoney'
import { RetiredParty } from '@/components/people/RetiredParty'
import { Link } from '@/i18n/navigation'
import { shownBookingState } from '@/lib/market/shownBookingState'
import type { AgreedFee, BookingSummary } from '@/server/market'

import { CancelBooking } from './CancelBooking.client'
import styles from './Cards.module.css'
import { TIME_ZONE } from '@/i18n/locales'

type Props = {
  booking: BookingSummary
  showThreadLink?: boolean
  /**
   * A dashboard lists it first, waiting for its reader: proposed terms for the artist to answer
   * (`terms`), the artist's change request for the organizer to answer (`termsChange`).
   */
  awaiting?: 'terms' | 'termsChange'
}

/** A booking as a summary first: when, where, the fee, the other party's email, the calendar. */
export function BookingCard({ booking, showThreadLink = true, awaiting }: Props) {
  const t = useTranslations('Market2')
  const state = useTranslations('Bookings.state')
  const cancelledFor = useTranslations('Bookings.cancelledFor')
  const format = useFormatter()
  const lira = useMoney()
  const feeText = (fee: AgreedFee) =>
    !fee
      ? t('booking.feeNone')
      : fee.type === 'door'
        ? t('booking.feeDoor')
        : fee.type === 'range'
          ? `${lira(fee.min)} – ${lira(fee.max)}`
          : lira(fee.amount)
  // Agreed once the artist confirmed the terms; until then it is what the booking was offered at.
  const shown = shownBookingState(booking)
  const agreed = booking.termsStatus === 'confirmed' && booking.terms ? booking.terms.fee : null
  return (
    <li className={`card ${styles.card}`} data-booking={booking.id} data-awaiting={awaiting}>
      <div className={styles.top}>
        <span className={styles.kind}>{t('booking.summary')}</span>
        <strong className={styles.pill} data-state={shown}>
          {state(shown)}
        </strong>
      </div>
      <h3>
        {booking.gig.title} · {booking.artist.retired ? <RetiredParty /> : booking.artist.name}
      </h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('booking.when')}</dt>
          <dd>
            <time dateTime={booking.gig.date}>
              {format.dateTime(new Date(booking.gig.date), {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: TIME_ZONE,
              })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('booking.venue')}</dt>
          <dd>
            {booking.gig.venue}
            {booking.gig.venueRetired ? (
              <>
                {booking.gig.venue ? ' · ' : null}
                <RetiredParty />
              </>
            ) : null}
            {booking.gig.address ? (
              <span className={styles.small}>
                <br />
                {booking.gig.address}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{agreed ? t('booking.fee') : t('booking.feeOffered')}</dt>
          <dd data-fee={agreed ? 'agreed' : 'offered'}>
            {!agreed
              ? feeText(booking.fee)
              : agreed.type === 'door' || agreed.amount === null
                ? t('booking.feeDoor')
                : lira(agreed.amount)}
          </dd>
        </div>
        {booking.contact ? (
          <div>
            <dt>{t('booking.contact')}</dt>
            <dd>
              <a href={`mailto:${booking.contact}`}>{booking.contact}</a>
            </dd>
          </div>
        ) : null}
      </dl>
      {awaiting === 'terms' ? <p className={styles.waiting}>{t('booking.termsWaiting')}</p> : null}
      {awaiting === 'termsChange' && booking.termsChangeRequest ? (
        <>
          <p className={styles.waiting}>{t('booking.termsChangeAsked')}</p>
          <blockquote className={styles.quote}>{booking.termsChangeRequest.message}</blockquote>
        </>
      ) : null}
      {booking.cancelledFor ? (
        <p className={styles.quote}>{cancelledFor(booking.cancelledFor)}</p>
      ) : booking.cancelReason ? (
        <p className={styles.quote}>{booking.cancelReason}</p>
      ) : null}
      <div className={styles.actions}>
        {booking.state === 'confirmed' ? (
          <a
            href={`/api/gigs/${booking.gig.id}/calendar`}
            className="button small secondary"
            download
          >
            {t('booking.addToCalendar')}
          </a>
        ) : null}
        {awaiting ? (
          <Link
            className="button small"
            href={{
              pathname: '/dashboard/applications/[id]',
              params: { id: String(booking.application) },
            }}
          >
            {awaiting === 'terms' ? t('booking.readTerms') : t('booking.answerChange')}
          </Link>
        ) : null}
        {showThreadLink && !awaiting ? (
          <Link
            href={{
              pathname: '/dashboard/applications/[id]',
              params: { id: String(booking.application) },
            }}
          >
            {t('list.openThread')}
          </Link>
        ) : null}
        {booking.state === 'confirmed' ? (
          <CancelBooking id={booking.id} gigId={booking.gig.id} gigTitle={booking.gig.title} />
        ) : null}
      </div>
    </li>
  )
}
