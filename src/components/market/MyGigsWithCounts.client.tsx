'use client'

import { useFormatter, useNow, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { Link } from '@/i18n/navigation'
import { shownGigStatus } from '@/lib/market/shownGigStatus'
import type { GigWithCounts } from '@/server/market'

import styles from './Cards.module.css'
import { DashboardSection } from './DashboardSection'
import { TIME_ZONE } from '@/i18n/locales'

/** An organizer's gigs with how many applications wait for an answer; each opens its gig page. */
export function MyGigsWithCounts() {
  const t = useTranslations('Market2.dashboard')
  const status = useTranslations('Market.gigStatus')
  const format = useFormatter()
  const now = useNow().getTime()
  const { data } = useApi<GigWithCounts[]>('/api/me/gig-applications')
  if (!data) return null
  return (
    <DashboardSection
      id="gigs"
      title={t('gigs')}
      isEmpty={!data.length}
      empty={{ text: t('gigsEmpty'), action: { label: t('createGig'), href: '/create-gig' } }}
    >
      <ul className={styles.list}>
        {data.map((gig) => (
          <li key={gig.id} className={`card ${styles.card}`} data-gig={gig.id}>
            <div className={styles.top}>
              <time dateTime={gig.date} className={styles.kind}>
                {format.dateTime(new Date(gig.date), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                  timeZone: TIME_ZONE,
                })}
              </time>
              <span className={styles.pill} data-state={shownGigStatus(gig, now)}>
                {status(shownGigStatus(gig, now))}
              </span>
            </div>
            <h3>
              <Link href={{ pathname: '/gigs/[id]', params: { id: String(gig.id) } }}>
                {gig.title}
              </Link>
            </h3>
            <div className={styles.actions}>
              <span className={styles.small}>
                {gig.total
                  ? t('pending', { count: gig.pending })
                  : t('noApplications', { invited: gig.invited })}
              </span>
              <Link
                href={{ pathname: '/gigs/[id]', params: { id: String(gig.id) } }}
                className={gig.pending ? 'button small' : 'button small secondary'}
              >
                {gig.total ? t('review', { count: gig.total }) : t('openGig')}
                <span className="visually-hidden">: {gig.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </DashboardSection>
  )
}
