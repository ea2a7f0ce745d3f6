import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { pageConsentSource } from '@/app/api/_http/consentSource'
import { unsubscribeChannelByLink } from '@/server/app'

// Each visit turns the digest off (idempotently) and records it: never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Shows.digestStop' })
  return { title: t('metaTitle'), robots: { index: false, follow: false } }
}

/** The weekly digest's signed unsubscribe link: works without logging in, any number of times. */
export default async function DigestUnsubscribePage({ params }: Props) {
  const { locale, token } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Shows.digestStop')
  // Turning the digest off is a withdrawal of its marketing opt-in, recorded as the one-click one.
  const done = await unsubscribeChannelByLink(
    'digest',
    decodeURIComponent(token),
    await pageConsentSource('digest-unsubscribe-page', locale),
  )
  return (
    <StatusPage
      title={done ? t('title') : t('invalidTitle')}
      text={done ? t('body', { email: done.email }) : t('invalidBody')}
      role={done ? undefined : 'alert'}
    >
      <Link href="/profile" className="button">
        {t('profile')}
      </Link>
    </StatusPage>
  )
}
