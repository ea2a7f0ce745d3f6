'use client'

import { useTranslations } from 'next-intl'

import { NotLoggedIn } from '@/components/session/NotLoggedIn'
import { useSession } from '@/components/session/useSession'
import { Link } from '@/i18n/navigation'

import styles from './ProfileDetails.module.css'

/** The signed-in person's name, email and role; 'Not Logged In' when there is no one. */
export function ProfileDetails() {
  const t = useTranslations('Profile')
  const tMarket = useTranslations('Market2.dashboard')
  const { user } = useSession()
  if (!user) return <NotLoggedIn />
  return (
    <>
      <header className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('welcome', { name: user.fullname || user.email })}</p>
      </header>
      <dl className={`card ${styles.details}`}>
        <div>
          <dt>{t('email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('role')}</dt>
          <dd>{t(`roles.${user.role}`)}</dd>
        </div>
      </dl>
      <p>
        <Link href="/dashboard">{tMarket('link')}</Link>
      </p>
    </>
  )
}
