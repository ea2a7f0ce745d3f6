import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { AuthPage } from '@/components/auth/AuthPage'
import { googleClientId } from '@/components/auth/googleClientId'
import { LoginForm } from '@/components/auth/LoginForm.client'
import { ClientMessages } from '@/components/i18n/ClientMessages'
import { Link } from '@/i18n/navigation'
import { pageMetadata } from '@/lib/seo/pageMetadata'
import type { Locale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'Login' })
  return pageMetadata({
    locale,
    href: '/login',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
}

export default async function LoginPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations('Login')
  const tReset = await getTranslations('PasswordReset')
  return (
    <ClientMessages namespaces={['Login', 'GoogleSignIn', 'SignedIn']}>
      <AuthPage
        title={t('title')}
        intro={t('intro')}
        footer={
          <>
            {t('noAccount')} <Link href="/register">{t('registerLink')}</Link>
          </>
        }
      >
        <LoginForm googleClientId={googleClientId()} />
        <p>
          <Link href="/forgot-password">{tReset('forgotLink')}</Link>
        </p>
      </AuthPage>
    </ClientMessages>
  )
}
