import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { ResetPasswordForm } from '@/components/auth/ResetPasswordForm.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { Link } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale; token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'PasswordReset' })
  return { title: t('resetMetaTitle'), robots: { index: false, follow: false } }
}

/** The link in the reset mail: the token is checked when the new password is sent. */
export default async function ResetPasswordPage({ params }: Props) {
  const { locale, token } = await params
  setRequestLocale(locale)
  const t = await getTranslations('PasswordReset')
  return (
    <ClientMessages
      namespaces={[
        'PasswordReset.done',
        'PasswordReset.error',
        'PasswordReset.loginLink',
        'PasswordReset.password',
        'PasswordReset.passwordHint',
        'PasswordReset.save',
        'PasswordReset.saving',
      ]}
    >
      <AuthPage
        title={t('resetTitle')}
        intro={t('resetIntro')}
        footer={<Link href="/forgot-password">{t('forgotLink')}</Link>}
      >
        <ResetPasswordForm token={decodeURIComponent(token)} />
      </AuthPage>
    </ClientMessages>
  )
}
