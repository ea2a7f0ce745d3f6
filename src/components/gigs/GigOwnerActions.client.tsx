'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

/** "Edit the gig" on its page, for an admin or the organizer who posted it. */
export function GigOwnerActions({ gigId }: { gigId: number }) {
  const t = useTranslations('Gigs')
  const { user } = useSession()
  const admin = user?.role === 'admin'
  const { data: mine } = useApi<{ id: number }[]>(
    user?.role === 'organizer' ? '/api/me/gigs' : null,
  )
  const owner = Boolean(mine?.some((gig) => gig.id === gigId))

  if (!admin && !owner) return null
  return (
    <Link
      href={{ pathname: '/gigs/[id]/edit', params: { id: String(gigId) } }}
      className="button small"
    >
      {t('edit')}
    </Link>
  )
}
