'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import type { ApplicationSummary } from '@/server/market'

import { BusyDayNotice } from '@/components/availability/BusyDayNotice.client'
import { FreeArtistsLink } from '@/components/availability/FreeArtistsLink.client'

import { ApplicationCard } from './ApplicationCard'
import { ApplyForm } from './ApplyForm.client'
import styles from './Market.module.css'

/**
 * The gig page's market part: an artist's own application (or the form to apply), and for the
 * gig's organizer its applications with accept and decline. Others see nothing here.
 */
/** The gig's Istanbul day and city, for the artist's "you are busy" and the organizer's "who is free". */
type GigDay = { day: string; cityKey: string; city: string }

export function GigMarketPanel({ gigId, gigDay }: { gigId: number; gigDay: GigDay }) {
  const { user } = useSession()
  if (user?.role === 'artist') return <ArtistPanel gigId={gigId} day={gigDay.day} />
  if (user?.role === 'organizer' || user?.role === 'admin')
    return <OrganizerPanel gigId={gigId} gigDay={gigDay} />
  return null
}

function ArtistPanel({ gigId, day }: { gigId: number; day: string }) {
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
        <>
          <BusyDayNotice day={day} />
          <ApplyForm gigId={gigId} />
        </>
      )}
    </section>
  )
}

function OrganizerPanel({ gigId, gigDay }: { gigId: number; gigDay: GigDay }) {
  const t = useTranslations('Market2.list')
  const list = useApi<ApplicationSummary[]>(`/api/gigs/${gigId}/applications`)
  // Someone else's gig answers 404: nothing to show.
  if (!list.answer) return null
  return (
    <section className={styles.panel} aria-labelledby="gig-applications">
      <h2 id="gig-applications">{t('applicationsHeading')}</h2>
      <FreeArtistsLink {...gigDay} />
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
