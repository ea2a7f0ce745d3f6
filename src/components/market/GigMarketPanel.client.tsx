'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import type { ApplicationSummary } from '@/server/market'

import { ApplicationCard } from './ApplicationCard'
import { ApplyForm } from './ApplyForm.client'
import styles from './Market.module.css'

/**
 * The gig page's market part: an artist's own application (or the form to apply), and for the
 * gig's organizer its applications with accept and decline. Others see nothing here.
 */
export function GigMarketPanel({ gigId }: { gigId: number }) {
  const { user } = useSession()
  if (user?.role === 'artist') return <ArtistPanel gigId={gigId} />
  if (user?.role === 'organizer' || user?.role === 'admin') return <OrganizerPanel gigId={gigId} />
  return null
}

function ArtistPanel({ gigId }: { gigId: number }) {
  const mine = useApi<ApplicationSummary[]>('/api/me/applications')
  if (!mine.answer && !mine.error) return null
  const own = mine.data?.find((a) => a.gig.id === gigId)
  return (
    <section className={styles.panel} id="apply">
      {own ? (
        <ul className={styles.list}>
          <ApplicationCard application={own} />
        </ul>
      ) : (
        <ApplyForm gigId={gigId} />
      )}
    </section>
  )
}

function OrganizerPanel({ gigId }: { gigId: number }) {
  const t = useTranslations('Market2.list')
  const list = useApi<ApplicationSummary[]>(`/api/gigs/${gigId}/applications`)
  // Someone else's gig answers 404: nothing to show.
  if (!list.answer) return null
  return (
    <section className={styles.panel} aria-labelledby="gig-applications">
      <h2 id="gig-applications">{t('applicationsHeading')}</h2>
      {list.data?.length ? (
        <ul className={styles.list}>
          {list.data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
    </section>
  )
}
