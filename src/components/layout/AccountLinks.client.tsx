'use client'

import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import { Link, useRouter } from '@/i18n/navigation'

/**
 * Login and Register for visitors; Dashboard, My tickets, Profile and Logout once signed in, and for an admin
 * the blog screens (which, like the admin's dashboard, link the panel).
 */
export function AccountLinks() {
  const t = useTranslations('Header')
  const myTickets = useTranslations('MyTickets')
  const { user, logout } = useSession()
  const router = useRouter()

  if (user) {
    return (
      <>
        <Link href="/dashboard">{t('dashboard')}</Link>
        {user.role === 'admin' ? <Link href="/admin/blog">{t('admin')}</Link> : null}
        <Link href="/tickets">{myTickets('menuLink')}</Link>
        <Link href="/profile">{t('profile')}</Link>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            logout()
            router.push('/')
          }}
        >
          {t('logout')}
        </button>
      </>
    )
  }
  return (
    <>
      <Link href="/login">{t('login')}</Link>
      <Link href="/register" className="button small">
        {t('register')}
      </Link>
    </>
  )
}
