'use client'

import { useTranslations } from 'next-intl'
import { useEffect, type ReactNode } from 'react'

import { useRouter } from '@/i18n/navigation'
import type { Role } from '@/lib/roles'
import { rememberRedirect } from '@/lib/session/redirectAfterLogin'

import { AccessDenied } from './AccessDenied'
import { useSession } from './useSession'

type Props = {
  children: ReactNode
  /** Roles allowed in; any signed-in person when omitted. */
  roles?: readonly Role[]
}

/**
 * A protected page: 'Authenticating...' while the session loads, then visitors go to login
 * (the page they wanted is remembered) and the wrong roles see 'Access Denied'.
 */
export function RequireSession({ children, roles }: Props) {
  const t = useTranslations('Session')
  const { user, loading } = useSession()
  const router = useRouter()

  useEffect(() => {
    if (loading || user) return
    rememberRedirect(`${window.location.pathname}${window.location.search}`)
    router.replace('/login')
  }, [loading, user, router])

  if (loading || !user) {
    return (
      <p className="status-message" role="status">
        {t('authenticating')}
      </p>
    )
  }
  if (roles && !roles.includes(user.role)) return <AccessDenied />
  return <>{children}</>
}
