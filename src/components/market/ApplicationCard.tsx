import { useFormatter, useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'
import type { ApplicationSummary } from '@/server/market/applications/toApplicationSummary'

import { AnswerButtons } from './AnswerButtons.client'
import styles from './Market.module.css'

type Props = { application: ApplicationSummary; showThreadLink?: boolean }

/** One application or invitation: gig, artist, state (and why the site closed it), answers. */
export function ApplicationCard({ application, showThreadLink = true }: Props) {
  const t = useTranslations()
  const format = useFormatter()
  return (
    <li className={`card ${styles.item}`} data-application={application.id}>
      <p className={styles.meta}>
        <span>{t(`Applications.kind.${application.kind}`)}</span>
        <strong className={styles.state}>{t(`Applications.state.${application.state}`)}</strong>
      </p>
      <h3>
        {application.gig.title} · {application.artist.name}
      </h3>
      <p className={styles.meta}>
        <time dateTime={application.gig.date}>
          {format.dateTime(new Date(application.gig.date), {
            dateStyle: 'medium',
            timeZone: 'Europe/Istanbul',
          })}
        </time>
        {application.gig.venue ? <span>{application.gig.venue}</span> : null}
      </p>
      {application.message ? <p className={styles.text}>{application.message}</p> : null}
      {application.proposedFee != null ? (
        <p>{t('Market2.list.fee', { fee: format.number(application.proposedFee) })}</p>
      ) : null}
      {application.responseMessage ? (
        <p className={styles.text}>{application.responseMessage}</p>
      ) : null}
      {application.closedReason ? (
        <p>{t(`Applications.closedReason.${application.closedReason}`)}</p>
      ) : null}
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
    </li>
  )
}
