'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { Link } from '@/i18n/navigation'

type Props = { day: string; cityKey: string; city: string }

/** For a gig's organizer: how many artists in its city are free on its day, linking to them. */
export function FreeArtistsLink({ day, cityKey, city }: Props) {
  const t = useTranslations('AvailabilityPage')
  const free = useApi<unknown[]>(`/api/artists?city=${cityKey}&availableOn=${day}&limit=1`)
  const total = (free.answer?.body.pagination as { total: number } | undefined)?.total
  if (total === undefined) return null
  return (
    <p data-testid="free-artists">
      <Link href={{ pathname: '/artists', query: { city: cityKey, availableOn: day } }}>
        {t('freeArtists', { count: total, city })}
      </Link>
    </p>
  )
}
