import { getTranslations } from 'next-intl/server'

import type { ResponseStats } from '@/server/market'

type Props = { stats: ResponseStats; of: 'venue' | 'artist' }

/** How a venue answers applications (an artist, invitations), as a fact of its profile's list. */
export async function ResponseFacts({ stats, of }: Props) {
  const t = await getTranslations('Responses')
  const parts = [
    stats.responseRate === null ? null : t('rate', { rate: Math.round(stats.responseRate * 100) }),
    stats.medianResponseHours === null
      ? null
      : t('median', { hours: Math.max(1, Math.round(stats.medianResponseHours)) }),
  ].filter(Boolean)
  return (
    <>
      <dt>{t(of === 'venue' ? 'venueLabel' : 'artistLabel')}</dt>
      <dd data-response-rate={stats.responseRate ?? ''}>
        {parts.length ? parts.join(' · ') : t('notEnough')}
      </dd>
    </>
  )
}
