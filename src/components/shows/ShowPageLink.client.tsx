'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

/**
 * The way from a booked gig's page to the show's page, for the venue and the artists. Fans and
 * visitors are not shown it: the gig page's main action already sends them there.
 */
export function ShowPageLink({ gigId }: { gigId: number }) {
  const t = useTranslations('Shows.page')
  const { user, loading } = useSession()
  if (loading || !user || user.role === 'fan') return null
  return (
    <Link href={{ pathname: '/shows/[id]', params: { id: String(gigId) } }}>{t('forFans')}</Link>
  )
}
