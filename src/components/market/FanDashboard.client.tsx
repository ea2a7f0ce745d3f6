'use client'

import { useFormatter, useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { Link } from '@/i18n/navigation'
import type { FollowedGig } from '@/server/market'
import type { ArtistListItem } from '@/server/people'

import { GoingSection } from '@/components/shows/GoingSection.client'

import { ArtistMiniCard } from './ArtistMiniCard'
import styles from './Cards.module.css'
import { DashboardSection } from './DashboardSection'
import { TIME_ZONE } from '@/i18n/locales'

/** A fan's dashboard: the artists they follow and those artists' upcoming gigs. */
export function FanDashboard() {
  const t = useTranslations('Market2.dashboard')
  const myTickets = useTranslations('MyTickets')
  const format = useFormatter()
  const following = useApi<ArtistListItem[]>('/api/me/following')
  const gigs = useApi<FollowedGig[]>('/api/me/following/gigs')
  if (!following.data || !gigs.data) return <p aria-busy="true">{t('loading')}</p>
  return (
    <>
      <p>
        <Link className="button secondary" href="/tickets">
          {myTickets('dashboardLink')}
        </Link>
      </p>
      <GoingSection />
      <DashboardSection
        id="following-gigs"
        title={t('followingGigs')}
        isEmpty={!gigs.data.length}
        empty={{
          text: t('followingGigsEmpty'),
          action: { label: t('browseShows'), href: '/shows' },
        }}
      >
        <ul className={styles.list}>
          {gigs.data.map((item) => (
            <li key={item.booking} className={`card ${styles.card}`}>
              <time dateTime={item.gig.date} className={styles.kind}>
                {format.dateTime(new Date(item.gig.date), {
                  dateStyle: 'full',
                  timeStyle: 'short',
                  timeZone: TIME_ZONE,
                })}
              </time>
              <h3>
                <Link href={{ pathname: '/shows/[id]', params: { id: String(item.gig.id) } }}>
                  {item.gig.title}
                </Link>
              </h3>
              <p className={styles.meta}>
                <span>{item.artist.name}</span>
                {item.gig.venue ? <span>{item.gig.venue}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      </DashboardSection>
      <DashboardSection
        id="following"
        title={t('following')}
        isEmpty={!following.data.length}
        empty={{
          text: t('followingEmpty'),
          action: { label: t('browseArtists'), href: '/artists' },
        }}
      >
        <ul className={styles.list}>
          {following.data.map((artist) => (
            <li key={artist.slug}>
              <ArtistMiniCard artist={{ ...artist, id: 0, links: {}, retired: false }} />
            </li>
          ))}
        </ul>
      </DashboardSection>
    </>
  )
}
