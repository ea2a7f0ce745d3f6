'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { DashboardSection } from '@/components/market/DashboardSection'
import type { PublicArtist } from '@/server/profiles'

import { CityRequestCounts } from './CityRequestCounts'

/** The artist's dashboard section: how many fans asked them to play each city. */
export function ArtistCityRequests() {
  const t = useTranslations('Shows.requests')
  const own = useApi<{ slug?: string } | null>('/api/profile')
  const slug = own.data?.slug
  const artist = useApi<PublicArtist>(slug ? `/api/artists/${encodeURIComponent(slug)}` : null)
  if (!artist.data) return null
  const counts = artist.data.cityRequests ?? []
  return (
    <DashboardSection
      id="city-requests"
      title={t('title')}
      isEmpty={!counts.length}
      empty={{ text: t('empty') }}
    >
      <CityRequestCounts counts={counts} label={(count) => t('count', { count })} />
    </DashboardSection>
  )
}
