'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'
import type { ApplicationSummary } from '@/server/market'

/**
 * What a gig page starts with: "Apply" for an artist with a public profile, "Create your profile
 * to apply" for one without, "Log in to apply" for a visitor, "N applications: review" for its
 * organizer. Nothing for others, or once the gig takes no applications.
 */
export function GigMainAction({ gigId, active }: { gigId: number; active: boolean }) {
  const t = useTranslations('Market2.gigAction')
  const { user, loading } = useSession()
  const profile = useApi<{ isPublic?: boolean } | null>(
    user?.role === 'artist' ? '/api/profile' : null,
  )
  const received = useApi<ApplicationSummary[]>(
    user?.role === 'organizer' || user?.role === 'admin' ? `/api/gigs/${gigId}/applications` : null,
  )
  const mine = useApi<ApplicationSummary[]>(user?.role === 'artist' ? '/api/me/applications' : null)
  const own = mine.data?.find((application) => application.gig.id === gigId)
  if (loading) return null
  // Nothing to review is a fact, not an action.
  if (received.data?.length === 0) return <p className="muted">{t('review', { count: 0 })}</p>
  if (received.data)
    return (
      <a href="#gig-applications" className="button">
        {t('review', { count: received.data.length })}
      </a>
    )
  if (own)
    return (
      <Link
        href={{ pathname: '/dashboard/applications/[id]', params: { id: String(own.id) } }}
        className="button secondary"
      >
        {t('yours')}
      </Link>
    )
  if (!active) return null
  if (!user)
    return (
      <Link
        href="/login"
        className="button"
        onClick={() => rememberRedirect(`${window.location.pathname}${window.location.search}`)}
      >
        {t('login')}
      </Link>
    )
  if (user.role !== 'artist' || !profile.answer) return null
  if (!profile.data?.isPublic)
    return (
      <Link href="/profile" className="button">
        {t('createProfile')}
      </Link>
    )
  return (
    <a href="#apply" className="button">
      {t('apply')}
    </a>
  )
}
