import { getFormatter, getTranslations } from 'next-intl/server'

import { REVIEWS_ANCHOR } from '@/lib/market/reviewScores'
import type { ReviewPage } from '@/server/market'
import type { Rating } from '@/server/market'

import { ReportReview } from './ReportReview.client'
import { ReviewCard } from './ReviewCard'
import styles from './Reviews.module.css'

type ScoreKey =
  'sound' | 'hospitality' | 'promotion' | 'punctuality' | 'performance' | 'professionalism'

/** A profile's rating and its latest shown reviews. */
export async function ReviewsSection({
  rating,
  page,
}: {
  rating: Rating
  page: ReviewPage | null
}) {
  const t = await getTranslations('Reviews')
  const format = await getFormatter()
  const reviews = page?.reviews ?? []
  return (
    <section
      id={REVIEWS_ANCHOR}
      className={styles.section}
      aria-labelledby="reviews-title"
      data-testid="reviews"
    >
      <h2 id="reviews-title">{t('title')}</h2>
      {rating.count > 0 ? (
        <div className={`card ${styles.summary}`}>
          <strong>{t('count', { count: rating.count })}</strong>
          {rating.averages ? (
            <dl className={styles.averages}>
              {Object.entries(rating.averages).map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`scores.${key as ScoreKey}`)}</dt>
                  <dd>{format.number(value, { maximumFractionDigits: 1 })} / 5</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className={styles.note}>{t('fewForAverage')}</p>
          )}
          {rating.paidAsAgreedShare !== null ? (
            <p className={styles.note}>
              {t('paidShare', {
                share: format.number(rating.paidAsAgreedShare, { style: 'percent' }),
              })}
            </p>
          ) : null}
        </div>
      ) : null}
      {reviews.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} action={<ReportReview id={review.id} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
