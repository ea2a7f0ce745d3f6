'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'

import { useSession } from '@/components/session/useSession'
import { Link, useRouter } from '@/i18n/navigation'

// Loaded once someone is signed in: visitors' pages do not carry the bell and its data library.
const NotificationBell = dynamic(
  () => import('@/components/market/NotificationBell.client').then((m) => m.NotificationBell),
  { ssr: false },
)

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
