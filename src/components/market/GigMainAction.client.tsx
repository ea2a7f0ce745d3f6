'use client'

import { useTranslations } from 'next-intl'

import { useApi } from '@/components/data/useApi'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'
import type { ApplicationSummary } from '@/server/market'

type Props = { gigId: number; active: boolean; hasShow: boolean }

/**
 * What a gig page starts with: "Apply" for an artist with a public profile, "Create your profile
 * to apply" for one without, "Log in to apply" for a visitor, "Review N applications" for its
 * organizer while N wait for an answer (invitations it sent are not applications). A fan, or a visitor once the gig is
 * booked, is sent to the show's page: the gig page is the call for artists.
 */
export function GigMainAction({ gigId, active, hasShow }: Props) {
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
  if (received.data) {
    const applications = received.data.filter((item) => item.kind === 'application')
    const waiting = applications.filter((item) => item.state === 'pending').length
    // Nothing to review is a fact, not an action; sent invitations are the venue's own asks.
    if (!applications.length)
      return (
        <p className="muted">
          {t('noApplications', { invited: received.data.length - applications.length })}
        </p>
      )
    // "Review" only while some wait for an answer; answered ones are there to be read again.
    return (
      <a href="#gig-applications" className={waiting ? 'button' : 'button secondary'}>
        {waiting ? t('review', { count: waiting }) : t('seeAll', { count: applications.length })}
      </a>
    )
  }
  if (own)
    return (
      <Link
        href={{ pathname: '/dashboard/applications/[id]', params: { id: String(own.id) } }}
        className="button secondary"
      >
        {t('yours')}
      </Link>
    )
  const toShow = hasShow ? (
    <Link
      href={{ pathname: '/shows/[id]', params: { id: String(gigId) } }}
      className={active && !user ? 'button secondary' : 'button'}
    >
      {t('toShow')}
    </Link>
  ) : null
  if (user?.role === 'fan' || (!user && !active)) return toShow
  if (!active) return null
  if (!user)
    return (
      <>
        {toShow}
        <Link
          href="/login"
          className="button"
          onClick={() => rememberRedirect(`${window.location.pathname}${window.location.search}`)}
        >
          {t('login')}
        </Link>
      </>
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
