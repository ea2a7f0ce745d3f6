'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'

import { ArtistDashboard } from './ArtistDashboard.client'
import { FanDashboard } from './FanDashboard.client'
import { OrganizerDashboard } from './OrganizerDashboard.client'

/** /panom: each role sees only the sections it can use. */
export function Dashboard() {
  const t = useTranslations('Market2.dashboard')
  const { user } = useSession()
  const role = user?.role
  const description =
    role === 'artist'
      ? t('descriptionArtist')
      : role === 'organizer'
        ? t('descriptionOrganizer')
        : t('descriptionFan')
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{description}</p>
      </header>
      {role === 'artist' ? (
        <ArtistDashboard />
      ) : role === 'organizer' ? (
        <OrganizerDashboard />
      ) : (
        <FanDashboard />
      )}
    </>
  )
}
