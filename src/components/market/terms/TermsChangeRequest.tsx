import { useFormatter, useTranslations } from 'next-intl'

import { TIME_ZONE } from '@/i18n/locales'

import styles from './Terms.module.css'

type Props = { request: { message: string; at: string }; reader: 'artist' | 'organizer' | 'other' }

/** The artist's change request on proposed terms: the organizer reads what to answer, the artist what they sent. */
export function TermsChangeRequest({ request, reader }: Props) {
  const t = useTranslations('Terms')
  const format = useFormatter()
  return (
    <div className={styles.request} data-change-request>
      <h3>{reader === 'artist' ? t('changeRequestSent') : t('changeRequestHeading')}</h3>
      <blockquote className={styles.quote}>{request.message}</blockquote>
      {request.at ? (
        <p className={styles.hint}>
          <time dateTime={request.at}>
            {format.dateTime(new Date(request.at), {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: TIME_ZONE,
            })}
          </time>
        </p>
      ) : null}
      <p className={styles.hint}>
        {reader === 'artist' ? t('changeRequestWaiting') : t('changeRequestAnswer')}
      </p>
    </div>
  )
}
