'use client'

import { useTranslations } from 'next-intl'

import { Link } from '@/i18n/navigation'

/** What login and register show someone who is already signed in. */
export function SignedInNote({ name }: { name: string }) {
  const t = useTranslations('SignedIn')
  return (
    <div className="card" role="status">
      <p>{t('text', { name })}</p>
      <Link href="/profile" className="button">
        {t('profileLink')}
      </Link>
    </div>
  )
}
