import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'
import { pageConsentSource } from '@/app/api/_http/consentSource'
import { unsubscribeChannelByLink } from '@/server/app'
import type { Locale } from '@/i18n/locales'

// Each visit unsubscribes (idempotently) and records it: never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Newsletter' })
  return { title: t('unsubscribeMetaTitle'), robots: { index: false, follow: false } }
}

/** The unsubscribe link of every newsletter mail: works without logging in, any number of times. */
export default async function UnsubscribePage({ params }: Props) {
  const { locale, token } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Newsletter')
  // Leaving the newsletter is a withdrawal of its marketing opt-in, recorded as the one-click one.
  const done = await unsubscribeChannelByLink(
    'newsletter',
    decodeURIComponent(token),
    await pageConsentSource('newsletter-unsubscribe-page', locale),
  )
  return (
    <StatusPage
      title={done ? t('unsubscribedTitle') : t('invalidTitle')}
      text={done ? t('unsubscribedText') : t('invalidText')}
      role={done ? undefined : 'alert'}
    >
      <Link href="/" className="button">
        {t('homeLink')}
      </Link>
    </StatusPage>
  )
}
