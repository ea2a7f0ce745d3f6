import { useFormatter, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { RetiredParty } from '@/components/people/RetiredParty'
import { Link } from '@/i18n/navigation'
import type { ReviewView } from '@/server/market'

import styles from './Reviews.module.css'
import { StarIcon } from './StarIcon'
import { TIME_ZONE } from '@/i18n/locales'

type ScoreKey =
  'sound' | 'hospitality' | 'promotion' | 'punctuality' | 'performance' | 'professionalism'

/** Who wrote it: their profile's link, just the name without one, or a deleted account's label. */
function ReviewAuthor({ review: { author, direction } }: { review: ReviewView }) {
  if (author.retired) return <RetiredParty />
  if (!author.slug) return author.name
  const params = { slug: author.slug }
  return direction === 'artistToVenue' ? (
    <Link href={{ pathname: '/artists/[slug]', params }}>{author.name}</Link>
  ) : (
    <Link href={{ pathname: '/venues/[slug]', params }}>{author.name}</Link>
  )
}

/** One review: who wrote it, for which gig, the scores, the text and the reply. */
export function ReviewCard({ review, action }: { review: ReviewView; action?: ReactNode }) {
  const t = useTranslations('Reviews')
  const format = useFormatter()
  return (
    <article className={`card ${styles.review}`} data-testid="review">
      <div className={styles.head}>
        <strong>
          <ReviewAuthor review={review} />
        </strong>
        <span className={styles.meta}>
          {review.gig ? `${review.gig.title} · ` : null}
          <time dateTime={review.createdAt}>
            {format.dateTime(new Date(review.createdAt), {
              dateStyle: 'medium',
              timeZone: TIME_ZONE,
            })}
          </time>
        </span>
      </div>
      <ul className={styles.scores}>
        {Object.entries(review.scores).map(([key, score]) => (
          <li
            key={key}
            aria-label={`${t(`scores.${key as ScoreKey}`)}: ${t('scoreValue', { score })}`}
          >
            {t(`scores.${key as ScoreKey}`)} <StarIcon /> {score}
          </li>
        ))}
        {review.paidAsAgreed !== null ? (
          <li>
            {t('paidAsAgreed')}: {review.paidAsAgreed ? t('paidYes') : t('paidNo')}
          </li>
        ) : null}
      </ul>
      <p className={styles.text}>{review.text}</p>
      {review.reply ? (
        <blockquote className={styles.reply} aria-label={t('reply')}>
          {review.reply}
        </blockquote>
      ) : null}
      {action}
    </article>
  )
}
