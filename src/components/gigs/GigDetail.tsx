import { getLocale, getTranslations } from 'next-intl/server'

import { isActiveGig } from '@/lib/market/gigRules'
import type { PublicGig } from '@/server/market'

import { GigFacts } from './GigFacts'
import { GigImage } from './GigImage'
import { GigOwnerActions } from './GigOwnerActions.client'
import styles from './Gigs.module.css'

/** A gig's page: title, its main action (see GigMainAction), its facts, "Add to calendar", picture and description. */
export async function GigDetail({
  gig,
  action,
  show,
  venueFacts,
}: {
  gig: PublicGig
  action?: React.ReactNode
  /** Facts about the venue for the artists who may apply (its payment record). */
  venueFacts?: React.ReactNode
  /** A show's panel (lineup, going, tickets): a booked gig is no longer "closed" to its fans. */
  show?: React.ReactNode
}) {
  const t = await getTranslations('Gigs')
  const locale = await getLocale()
  return (
    <article className={styles.detail}>
      <h1>{gig.title}</h1>
      {action ? <div className={styles.mainAction}>{action}</div> : null}
      {show}
      {isActiveGig(gig) || show ? null : (
        <p className={`status-message ${styles.note}`}>{t('inactiveNote')}</p>
      )}
      <GigFacts gig={gig} more={venueFacts} />
      <div className={styles.actions}>
        <a
          className="button small secondary"
          href={`/api/gigs/${gig.id}/calendar?locale=${locale}`}
          download
        >
          {t('addToCalendar')}
        </a>
        <GigOwnerActions gigId={gig.id} />
      </div>
      <GigImage
        src={gig.picture}
        alt={gig.title}
        placeholder={t('noImage')}
        sizes="(max-width: 1140px) 100vw, 1100px"
        priority
      />
      <p className={styles.description}>{gig.description?.trim() || t('noDescription')}</p>
    </article>
  )
}
