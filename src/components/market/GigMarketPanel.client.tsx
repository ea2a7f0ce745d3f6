'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import type { ApplicationSummary } from '@/server/market/applications/toApplicationSummary'

import { ApplicationCard } from './ApplicationCard'
import { ApplyForm } from './ApplyForm.client'
import styles from './Market.module.css'
import { useMarketData } from './useMarketData'

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
  const mine = useMarketData<ApplicationSummary[]>('/api/me/applications')
  if (!mine.answer) return null
  const own = mine.data?.find((a) => a.gig.id === gigId)
  return (
    <section className={styles.panel}>
      {own ? (
        <ul className={styles.list}>
          <ApplicationCard application={own} onChange={() => void mine.reload()} />
        </ul>
      ) : (
        <ApplyForm gigId={gigId} onDone={() => void mine.reload()} />
      )}
    </section>
  )
}

function OrganizerPanel({ gigId }: { gigId: number }) {
  const t = useTranslations('Market2.list')
  const list = useMarketData<ApplicationSummary[]>(`/api/gigs/${gigId}/applications`)
  // Someone else's gig answers 404: nothing to show.
  if (!list.answer?.ok) return null
  return (
    <section className={styles.panel} aria-labelledby="gig-applications">
      <h2 id="gig-applications">{t('applicationsHeading')}</h2>
      {list.data?.length ? (
        <ul className={styles.list}>
          {list.data.map((application) => (
            <ApplicationCard
              key={application.id}
              application={application}
              onChange={() => void list.reload()}
            />
          ))}
        </ul>
      ) : (
        <p>{t('none')}</p>
      )}
    </section>
  )
}
