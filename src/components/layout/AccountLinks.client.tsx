'use client'

import { useTranslations } from 'next-intl'

import { NotificationBell } from '@/components/market/NotificationBell.client'
import { useSession } from '@/components/session/useSession'
import { Link, useRouter } from '@/i18n/navigation'

/** Login and Register for visitors; Profile and Logout once signed in. */
export function AccountLinks() {
  const t = useTranslations('Header')
  const { user, logout } = useSession()
  const router = useRouter()

  if (user) {
    return (
      <>
        <NotificationBell />
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
