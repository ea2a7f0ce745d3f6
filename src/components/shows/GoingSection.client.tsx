'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import styles from '@/components/market/Cards.module.css'
import { DashboardSection } from '@/components/market/DashboardSection'
import { Link } from '@/i18n/navigation'
import type { PublicShow } from '@/server/market'
import { TIME_ZONE } from '@/i18n/locales'

/** A fan's dashboard section: the upcoming shows they said they are going to. */
export function GoingSection() {
  const t = useTranslations('Shows')
  const format = useFormatter()
  const going = useApi<PublicShow[]>('/api/me/going')
  if (!going.data) return null
  return (
    <DashboardSection
      id="going"
      title={t('dashboard.title')}
      count={going.data.length}
      isEmpty={!going.data.length}
      empty={{
        text: t('dashboard.empty'),
        action: { label: t('dashboard.browse'), href: '/shows' },
      }}
    >
      <ul className={styles.list}>
        {going.data.map((show) => (
          <li key={show.id} className={`card ${styles.card}`}>
            <time dateTime={show.date} className={styles.kind}>
              {format.dateTime(new Date(show.date), {
                dateStyle: 'full',
                timeStyle: 'short',
                timeZone: TIME_ZONE,
              })}
            </time>
            <h3>
              <Link href={{ pathname: '/shows/[id]', params: { id: String(show.id) } }}>
                {show.title}
              </Link>
            </h3>
            <p className={styles.meta}>
              <span>{show.lineup.map((artist) => artist.name).join(', ')}</span>
              <span>{[show.venue, show.city].filter(Boolean).join(', ')}</span>
              <span>{t('goingCount', { count: show.goingCount })}</span>
            </p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  )
}
