import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { StatusPage } from '@/components/feedback/StatusPage'
import { Link } from '@/i18n/navigation'
import { confirmByLink } from '@/server/outreach'
import type { Locale } from '@/i18n/locales'

// Each visit confirms (or finds the link used): never cached.
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Newsletter' })
  return { title: t('confirmMetaTitle'), robots: { index: false, follow: false } }
}

/** The link in the double opt-in mail: confirms the subscription and says so, once. */
export default async function ConfirmSubscriptionPage({ params }: Props) {
  const { locale, token } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Newsletter')
  const confirmed = await confirmByLink(decodeURIComponent(token))
  return (
    <StatusPage
      title={confirmed ? t('confirmedTitle') : t('invalidTitle')}
      text={confirmed ? t('confirmedText', { email: confirmed.email }) : t('invalidText')}
      role={confirmed ? undefined : 'alert'}
    >
      <Link href="/" className="button">
        {t('homeLink')}
      </Link>
    </StatusPage>
  )
}
