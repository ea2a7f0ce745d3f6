import { getFormatter, getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import type { PublicGig } from '@/server/market'

import { isGenre } from '@/lib/market/genres'

import { GigFeeText } from './GigFeeText'
import { GigImage } from './GigImage'
import styles from './Gigs.module.css'

/**
 * A gig in the list: picture, title, when and where, fee, genres, open slots, deadline, a link.
 * `priority` for the first card, whose picture is the page's largest paint on a phone.
 */
export async function GigCard({ gig, priority }: { gig: PublicGig; priority?: boolean }) {
  const t = await getTranslations('Gigs')
  const market = await getTranslations('Market')
  const format = await getFormatter()
  return (
    <li className={`card ${styles.card}`}>
      <GigImage
        src={gig.picture}
        alt={gig.title}
        placeholder={t('noImage')}
        sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 360px"
        priority={priority}
      />
      <div className={styles.cardBody}>
        <h2>{gig.title}</h2>
        <p className={styles.meta}>
          <time dateTime={gig.date}>
            {format.dateTime(new Date(gig.date), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {' · '}
          {gig.city}
          {gig.venue ? ` · ${gig.venue}` : null}
        </p>
        <p className={styles.chips}>
          {gig.fee ? (
            <span>
              <GigFeeText fee={gig.fee} />
            </span>
          ) : null}
          {gig.genres.filter(isGenre).map((genre) => (
            <span key={genre}>{market(`genres.${genre}`)}</span>
          ))}
          <span data-testid="open-slots">
            {gig.openSlots > 0 ? t('openSlots', { count: gig.openSlots }) : t('full')}
          </span>
          {gig.deadline ? (
            <span>
              {t('deadline')}:{' '}
              <time dateTime={gig.deadline}>
                {format.dateTime(new Date(gig.deadline), { dateStyle: 'medium' })}
              </time>
            </span>
          ) : null}
        </p>
        {gig.shortDescription ? <p>{gig.shortDescription}</p> : null}
        <Link
          href={{ pathname: '/gigs/[id]', params: { id: String(gig.id) } }}
          className="button small"
        >
          {t('details')}
          {/* The visible text starts the link's name (speech input), the title tells links apart. */}
          <span className="visually-hidden">: {gig.title}</span>
        </Link>
      </div>
    </li>
  )
}
