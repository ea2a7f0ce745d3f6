import { useFormatter, useLocale, useTranslations } from 'next-intl'

import { RetiredParty } from '@/components/people/RetiredParty'
import { Link } from '@/i18n/navigation'
import type { ApplicationSummary } from '@/server/market'

import { AnswerButtons } from './AnswerButtons.client'
import { ArtistMiniCard } from './ArtistMiniCard'
import styles from './Cards.module.css'
import { TIME_ZONE, toLocale } from '@/i18n/locales'
import { formatMoney } from '@/lib/money/formatMoney'

type Props = { application: ApplicationSummary; showThreadLink?: boolean }

/** True when the viewer is the venue: it received the application or sent the invitation. */
const seenByVenue = (application: ApplicationSummary) =>
  (application.kind === 'application') === (application.direction === 'received')

/** One application or invitation: gig, who (a venue sees the artist's card), state, answers. */
export function ApplicationCard({ application, showThreadLink = true }: Props) {
  const t = useTranslations()
  const format = useFormatter()
  const locale = useLocale()
  return (
    <li className={`card ${styles.card}`} data-application={application.id}>
      <div className={styles.top}>
        <span className={styles.kind}>{t(`Applications.kind.${application.kind}`)}</span>
        {application.bookingState === 'cancelled' ? (
          // Accepted once, but its booking was called off since: the card says the latter.
          <strong className={styles.pill} data-state="cancelled">
            {t('Applications.state.bookingCancelled')}
          </strong>
        ) : (
          <strong className={styles.pill} data-state={application.state}>
            {t(`Applications.state.${application.state}`)}
          </strong>
        )}
      </div>
      <h3>
        {application.gig.title}
        {seenByVenue(application) ? null : (
          <>
            {' · '}
            {application.gig.venue}
            {application.gig.venueRetired ? (
              <>
                {' · '}
                <RetiredParty />
              </>
            ) : null}
          </>
        )}
      </h3>
      <p className={styles.meta}>
        <time dateTime={application.gig.date}>
          {format.dateTime(new Date(application.gig.date), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: TIME_ZONE,
          })}
        </time>
        {seenByVenue(application) && application.gig.venue ? (
          <span>{application.gig.venue}</span>
        ) : null}
      </p>
      {seenByVenue(application) ? <ArtistMiniCard artist={application.artist} /> : null}
      {application.message ? <p className={styles.quote}>{application.message}</p> : null}
      {application.proposedFee != null ? (
        <p className={styles.small}>
          {t('Market2.list.fee', {
            fee: formatMoney(application.proposedFee, toLocale(locale)),
          })}
        </p>
      ) : null}
      {application.responseMessage ? (
        <p className={styles.quote}>{application.responseMessage}</p>
      ) : null}
      {application.closedReason ? (
        <p className={styles.small}>{t(`Applications.closedReason.${application.closedReason}`)}</p>
      ) : null}
      <div className={styles.actions}>
        <AnswerButtons application={application} />
        {showThreadLink ? (
          <Link
            href={{
              pathname: '/dashboard/applications/[id]',
              params: { id: String(application.id) },
            }}
          >
            {t('Market2.list.openThread')}
          </Link>
        ) : null}
      </div>
    </li>
  )
}
