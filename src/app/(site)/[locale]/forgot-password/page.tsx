import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { ForgotPasswordForm } from '@/components/auth/ForgotPasswordForm.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'PasswordReset' })
  return pageMetadata({
    locale,
    href: '/forgot-password',
    title: t('forgotMetaTitle'),
    description: t('forgotMetaDescription'),
  })
}

export default async function ForgotPasswordPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('PasswordReset')
  return (
    <ClientMessages
      namespaces={[
        'PasswordReset.email',
        'PasswordReset.error',
        'PasswordReset.requested',
        'PasswordReset.send',
        'PasswordReset.sending',
      ]}
    >
      <AuthPage
        title={t('forgotTitle')}
        intro={t('forgotIntro')}
        footer={<Link href="/login">{t('backToLogin')}</Link>}
      >
        <ForgotPasswordForm />
      </AuthPage>
    </ClientMessages>
  )
}
