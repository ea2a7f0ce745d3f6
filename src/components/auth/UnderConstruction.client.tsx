'use client'

import { useTranslations } from 'next-intl'
import { useEffect } from 'react'

import { AccessDenied } from '@/components/session/AccessDenied'
import { NotLoggedIn } from '@/components/session/NotLoggedIn'
import { useSession } from '@/components/session/useSession'
import { useRouter } from '@/i18n/navigation'
import type { Role } from '@/lib/roles'

const REDIRECT_SECONDS = 10
const MEMBER_ROLES: readonly Role[] = ['artist', 'organizer']

/**
 * The under-construction page: its content for artists and organizers only, and everyone is sent
 * to the home page after ten seconds. Visitors are not sent to login: this page is not worth it.
 */
export function UnderConstruction() {
  const t = useTranslations('UnderConstruction')
  const tSession = useTranslations('Session')
  const { user, loading } = useSession()
  const router = useRouter()

  useEffect(() => {
    const timer = window.setTimeout(() => router.replace('/'), REDIRECT_SECONDS * 1000)
    return () => window.clearTimeout(timer)
  }, [router])

  let content
  if (loading) {
    content = (
      <p className="status-message" role="status">
        {tSession('authenticating')}
      </p>
    )
  } else if (!user) content = <NotLoggedIn />
  else if (!MEMBER_ROLES.includes(user.role)) content = <AccessDenied />
  else {
    content = (
      <section className="status-page">
        <h1>{t('title')}</h1>
        <p>{t('text')}</p>
      </section>
    )
  }

  return (
    <>
      {content}
      <p className="status-message" role="note">
        {t('redirectNote', { seconds: REDIRECT_SECONDS })}
      </p>
    </>
  )
}
