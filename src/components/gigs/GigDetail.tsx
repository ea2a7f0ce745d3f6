import { getFormatter, getTranslations } from 'next-intl/server'

import type { PublicGig } from '@/server/gigs/toPublicGig'

import { GigImage } from './GigImage'
import styles from './Gigs.module.css'

/** A gig's page: title, when and where, picture and description (or the no-description text). */
export async function GigDetail({ gig }: { gig: PublicGig }) {
  const t = await getTranslations('Gigs')
  const format = await getFormatter()
  return (
    <article className={styles.detail}>
      <h1>{gig.title}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t('date')}</dt>
          <dd>
            <time dateTime={gig.date}>
              {format.dateTime(new Date(gig.date), { dateStyle: 'long' })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('city')}</dt>
          <dd>{gig.city}</dd>
        </div>
        {gig.venue ? (
          <div>
            <dt>{t('venue')}</dt>
            <dd>{gig.venue}</dd>
          </div>
        ) : null}
      </dl>
      <GigImage
        src={gig.image}
        alt={gig.title}
        placeholder={t('noImage')}
        sizes="(max-width: 1140px) 100vw, 1100px"
        priority
      />
      <p className={styles.description}>{gig.description?.trim() || t('noDescription')}</p>
    </article>
  )
}
