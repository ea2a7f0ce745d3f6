'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { Link } from '@/i18n/navigation'
import type { GigWithCounts } from '@/server/market/applications/listMyGigsWithCounts'

import styles from './Market.module.css'

/** An organizer's gigs with how many applications wait for an answer; each opens its gig page. */
export function MyGigsWithCounts() {
  const t = useTranslations('Market2.dashboard')
  const { data } = useApi<GigWithCounts[]>('/api/me/gig-applications')
  return (
    <section aria-labelledby="dashboard-gigs">
      <h2 id="dashboard-gigs">{t('gigs')}</h2>
      {data?.length ? (
        <ul className={styles.list}>
          {data.map((gig) => (
            <li key={gig.id} className={`card ${styles.item}`}>
              <Link href={{ pathname: '/gigs/[id]', params: { id: String(gig.id) } }}>
                {gig.title}
              </Link>
              <span>{t('pending', { count: gig.pending })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noItems')}</p>
      )}
    </section>
  )
}
